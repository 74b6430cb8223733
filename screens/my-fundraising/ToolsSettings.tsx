import { useId, useState } from 'react';
import { __, Card, Checkbox, Heading, Notice, Stack } from '../../design-system';
import { useApi } from '../api/ApiContext';
import type { FundraiserDashboard } from '../api/getFundraiserDashboard';
import { updateToolsSettings, type ToolsSettings as Settings } from '../api/updateToolsSettings';
import { submitErrorMessage } from '../forms';

type SettingName = keyof Settings;

export interface ToolsSettingsProps {
  settings: FundraiserDashboard['settings'];
  /** Puts the saved settings into the dashboard's cache. */
  onSaved: (settings: Settings) => Promise<void> | void;
}

/**
 * Two switches, each saved as it is flipped (update-fundraiser-tools-settings). While one saves it cannot be flipped
 * again; a refusal puts it back and shows the host's message.
 */
export function ToolsSettings({ settings, onSaved }: ToolsSettingsProps) {
  const api = useApi();
  const headingId = useId();
  const [values, setValues] = useState<Settings>(settings);
  const [saving, setSaving] = useState<SettingName | null>(null);
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const change = async (name: SettingName, checked: boolean) => {
    const before = values;
    setValues({ ...before, [name]: checked });
    setSaving(name);
    setStatus(null);
    try {
      const saved = { ...before, [name]: checked, ...(await updateToolsSettings(api, { [name]: checked })) };
      setValues(saved);
      await onSaved(saved);
      setStatus({ type: 'success', text: __('Settings saved.') });
    } catch (error) {
      setValues(before);
      setStatus({ type: 'error', text: submitErrorMessage(error) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="lg" id={headingId}>
          {__('Settings')}
        </Heading>
        <Checkbox
          label={__('Email me for each gift')}
          helpText={__('A short email each time someone gives to your page.')}
          checked={values.notify_of_donations}
          disabled={saving === 'notify_of_donations'}
          onChange={(event) => void change('notify_of_donations', event.currentTarget.checked)}
        />
        <Checkbox
          label={__('Show my milestones on my page')}
          helpText={__('Visitors see the badges you have earned, like your first gift or half your goal.')}
          checked={values.show_milestones}
          disabled={saving === 'show_milestones'}
          onChange={(event) => void change('show_milestones', event.currentTarget.checked)}
        />
        {status ? <Notice type={status.type}>{status.text}</Notice> : null}
      </Stack>
    </Card>
  );
}
