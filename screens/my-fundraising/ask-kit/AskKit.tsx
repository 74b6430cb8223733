import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  __,
  _x,
  Button,
  Card,
  copyText,
  formatMoney,
  Heading,
  LineIcon,
  messageUrls,
  shareUrls,
  Stack,
  Tabs,
  Text,
  TextArea,
  TextField,
  useMoneyFormat,
} from '../../../design-system';
import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';
import type { ShareChannel } from '../../api/recordFundraiserShare';
import { useHostData } from '../../app/HostDataContext';
import { useDraftEdits, useDraftKey } from '../../forms';
import { actions, buttonIcon, panel, status as statusClass } from './AskKit.css';
import { ASK_KIT_ID } from './askKitId';
import { ASK_FIELDS, askTemplates, type AskField, type AskTexts } from './askTemplates';
import { useShareRecorder } from './useShareRecorder';

export { ASK_KIT_ID };

type Channel = 'email' | 'text' | 'social';

/** The fields each tab holds (its Copy button copies them, its reset puts them back). */
const CHANNEL_FIELDS: Record<Channel, readonly AskField[]> = {
  email: ['emailSubject', 'emailBody'],
  text: ['text'],
  social: ['social'],
};

/** Each tab's message field: the one its Copy falls back to selecting and its reset focuses (named as the tab). */
const messageField = (channel: Channel): 'emailBody' | 'text' | 'social' =>
  channel === 'email' ? 'emailBody' : channel;

export interface AskKitProps {
  dashboard: FundraiserDashboard;
  /** The heading's level in the page's outline (default 2). */
  headingLevel?: 2 | 3 | undefined;
  /** Puts text on the clipboard, true when it did (the design system's copyText; stories pass their own). */
  copyToClipboard?: ((text: string) => Promise<boolean>) | undefined;
}

/**
 * Ready-to-send asks: an email, a short text message (SMS or WhatsApp) and a social post, each a translated
 * template with the fundraiser's page link and goal, editable before sending (edits stay per field, also in a
 * session draft). Sending opens the mail app, the messaging app or the network's post form with the text as
 * edited; Copy puts it on the clipboard. Each send is recorded when the host records shares.
 */
export function AskKit({ dashboard, headingLevel = 2, copyToClipboard = copyText }: AskKitProps) {
  const { campaign } = useHostData();
  const money = useMoneyFormat();
  const { fundraiser } = dashboard;
  const suggested = askTemplates({
    url: fundraiser.url,
    goal: fundraiser.goal > 0 ? formatMoney(fundraiser.goal, money) : '',
    campaign: campaign.campaign_title,
    name: fundraiser.name,
  });
  const { edits, edit, reset } = useDraftEdits(useDraftKey('ask-kit', fundraiser.id), ASK_FIELDS);
  const texts: AskTexts = { ...suggested, ...edits };
  const record = useShareRecorder(dashboard.shares_count !== null);
  const [status, setStatus] = useState('');
  const fieldRefs = {
    emailBody: useRef<HTMLTextAreaElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
    social: useRef<HTMLTextAreaElement>(null),
  };
  const newTabNoteId = useId();
  const webLink = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newTabNoteId } as const;

  const emailText = `${texts.emailSubject}\n\n${texts.emailBody}`;
  const copy = async (value: string, field: RefObject<HTMLTextAreaElement | null>) => {
    if (await copyToClipboard(value)) {
      setStatus(__('Copied'));
      record('copy');
      return;
    }
    setStatus(__('Your browser did not let us copy. The text is selected: copy it with your keyboard or menu.'));
    field.current?.focus();
    field.current?.select();
  };
  const sent = (channel: ShareChannel) => {
    setStatus('');
    record(channel);
  };
  const change = (field: AskField, value: string) => {
    setStatus('');
    edit(field, value);
  };
  const edited = (channel: Channel) => CHANNEL_FIELDS[channel].some((field) => edits[field] !== undefined);
  const startOver = (channel: Channel, focus: RefObject<HTMLTextAreaElement | null>) => {
    reset(CHANNEL_FIELDS[channel]);
    setStatus('');
    focus.current?.focus();
  };
  const resetButton = (channel: Channel, focus: RefObject<HTMLTextAreaElement | null>) =>
    edited(channel) ? (
      <Button color="outline" size="small" onClick={() => startOver(channel, focus)}>
        {__('Use the suggested text')}
      </Button>
    ) : null;

  /** A tab's message as its text area (edited in place), then its send buttons, Copy and the way back to the suggestion. */
  const messageArea = (
    channel: Channel,
    area: { label: string; helpText?: string; rows: number },
    copied: { label: string; text: string },
    sends: ReactNode,
  ) => {
    const field = messageField(channel);
    return (
      <>
        <TextArea
          ref={fieldRefs[field]}
          dir="auto"
          {...area}
          value={texts[field]}
          onChange={(event) => change(field, event.target.value)}
        />
        <Actions>
          {sends}
          <CopyButton onClick={() => void copy(copied.text, fieldRefs[field])}>{copied.label}</CopyButton>
          {resetButton(channel, fieldRefs[field])}
        </Actions>
      </>
    );
  };

  const message = messageUrls(texts.text);
  const post = messageUrls(texts.social);
  return (
    <Card as="section" aria-labelledby={ASK_KIT_ID}>
      <Stack gap="md">
        <Heading level={headingLevel} size="lg" id={ASK_KIT_ID} tabIndex={-1}>
          {__('Ask for support')}
        </Heading>
        <Text tone="muted">
          {__('Most gifts come from people who hear about your page from you. Make a message your own, then send it.')}
        </Text>
        <div>
          <Tabs.Root defaultValue="email" onValueChange={() => setStatus('')}>
            <Tabs.List aria-label={__('Ways to ask')}>
              <Tabs.Trigger value="email">{__('Email')}</Tabs.Trigger>
              <Tabs.Trigger value="text">{_x('Text', 'ask kit tab')}</Tabs.Trigger>
              <Tabs.Trigger value="social">{_x('Social', 'ask kit tab')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="email" className={panel}>
              <TextField
                label={__('Subject')}
                dir="auto"
                value={texts.emailSubject}
                onChange={(event) => change('emailSubject', event.target.value)}
              />
              {messageArea(
                'email',
                { label: __('Email message'), rows: 9 },
                { label: __('Copy email'), text: emailText },
                <Button
                  size="small"
                  href={messageUrls(texts.emailBody, texts.emailSubject).email}
                  onClick={() => sent('email')}
                >
                  <SendIcon />
                  {__('Open in my mail app')}
                </Button>,
              )}
            </Tabs.Content>
            <Tabs.Content value="text" className={panel}>
              {messageArea(
                'text',
                {
                  label: __('Text message'),
                  helpText: __('Short is best: send it by text message or WhatsApp.'),
                  rows: 4,
                },
                { label: __('Copy message'), text: texts.text },
                <>
                  <Button size="small" href={message.sms} onClick={() => sent('sms')}>
                    <SendIcon />
                    {__('Send as a text message')}
                  </Button>
                  <Button
                    size="small"
                    color="outline"
                    href={message.whatsapp}
                    onClick={() => sent('whatsapp')}
                    {...webLink}
                  >
                    {__('Send on WhatsApp')}
                  </Button>
                </>,
              )}
            </Tabs.Content>
            <Tabs.Content value="social" className={panel}>
              {messageArea(
                'social',
                {
                  label: __('Social post'),
                  helpText: __(
                    'Facebook does not take a prepared text: Share on Facebook copies your post, so you can paste it there.',
                  ),
                  rows: 4,
                },
                { label: __('Copy post'), text: texts.social },
                <>
                  <Button size="small" href={post.x} onClick={() => sent('x')} {...webLink}>
                    {__('Post on X')}
                  </Button>
                  <Button
                    size="small"
                    color="outline"
                    href={shareUrls(fundraiser.url, '').facebook}
                    onClick={() => {
                      sent('facebook');
                      void copyToClipboard(texts.social).then((copied) => {
                        if (copied) setStatus(__('Your post is copied: paste it into Facebook.'));
                      });
                    }}
                    {...webLink}
                  >
                    {__('Share on Facebook')}
                  </Button>
                </>,
              )}
            </Tabs.Content>
          </Tabs.Root>
          {/* Always in the page, so screen readers announce what appears in it. */}
          <Text role="status" className={statusClass}>
            {status}
          </Text>
          <span id={newTabNoteId} hidden>
            {__('Opens in a new tab')}
          </span>
        </div>
      </Stack>
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={actions}>{children}</div>;
}

function SendIcon() {
  return (
    <LineIcon className={buttonIcon}>
      <path d="M4 12 20 4l-6 16-3-7zM11 13l9-9" />
    </LineIcon>
  );
}

function CopyButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" color="outline" onClick={onClick}>
      <LineIcon className={buttonIcon}>
        <path d="M9 9h10v11H9zM5 15H4V4h11v1" />
      </LineIcon>
      {children}
    </Button>
  );
}
