import { useState } from 'react';
import { __, Checkbox, Notice } from '../../design-system';
import { ToolCard } from './ToolCard';
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

  const setting = (name: SettingName, label: string, helpText: string) => (
    <Checkbox
      label={label}
      helpText={helpText}
      checked={values[name]}
      disabled={saving === name}
      onChange={(event) => void change(name, event.currentTarget.checked)}
    />
  );

  return (
    <ToolCard title={__('Settings')}>
      {setting(
        'notify_of_donations',
        __('Email me for each gift'),
        __('A short email each time someone gives to your page.'),
      )}
      {setting(
        'show_milestones',
        __('Show my milestones on my page'),
        __('Visitors see the badges you have earned, like your first gift or half your goal.'),
      )}
      {status ? <Notice type={status.type}>{status.text}</Notice> : null}
    </ToolCard>
  );
}
