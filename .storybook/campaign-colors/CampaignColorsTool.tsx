// Storybook bundles manager code with the classic JSX transform (React.createElement), so React must be in scope.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform above needs React in scope; Biome cannot see that use.
import React, { memo, useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, Separator } from 'storybook/internal/components';
import { useGlobals } from 'storybook/manager-api';
import { parseCampaignColor, toHex6 } from '../../design-system/theme/campaignColors';
import { menuPalettes, type PaletteName } from '../palettes';
import { PALETTE_GLOBAL, PRIMARY_GLOBAL, SECONDARY_GLOBAL, TOOL_ID } from './constants';

type ColorGlobal = typeof PRIMARY_GLOBAL | typeof SECONDARY_GLOBAL;

/** The colour the story shows: the typed override, else the chosen palette's colour. */
function effectiveColor(override: unknown, paletteName: unknown, role: 'primary' | 'secondary'): string {
  const named = menuPalettes[paletteName as PaletteName] ?? menuPalettes.default;
  const parsed = parseCampaignColor(override);
  return parsed ? toHex6(parsed) : named[role];
}

interface ColorFieldProps {
  label: string;
  name: ColorGlobal;
  override: string;
  effective: string;
  onCommit: (name: ColorGlobal, value: string) => void;
}

/**
 * A swatch (native colour picker) plus a text field for hex or rgb(). The text is committed on
 * Enter or blur, and only when the same parser the theme uses accepts it, so what a designer types
 * is exactly what the stories receive.
 */
function ColorField({ label, name, override, effective, onCommit }: ColorFieldProps) {
  const [draft, setDraft] = useState(override);
  useEffect(() => setDraft(override), [override]);
  const invalid = draft.trim() !== '' && parseCampaignColor(draft) === null;

  const commit = () => {
    const trimmed = draft.trim();
    if (trimmed === '' || parseCampaignColor(trimmed) !== null) onCommit(name, trimmed);
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <input
        type="color"
        aria-label={`${label} colour picker`}
        title={`${label} colour`}
        value={effective}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onCommit(name, event.target.value)}
        style={{ width: 24, height: 24, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <input
        type="text"
        aria-label={`${label} colour (hex or rgb())`}
        aria-invalid={invalid}
        placeholder={effective}
        value={draft}
        spellCheck={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(override);
        }}
        style={{
          width: 124,
          height: 24,
          boxSizing: 'border-box',
          padding: '0 6px',
          font: 'inherit',
          fontSize: 12,
          borderRadius: 4,
          border: `1px solid ${invalid ? '#d43900' : 'rgba(128, 128, 128, 0.5)'}`,
          background: 'transparent',
          color: 'inherit',
        }}
      />
    </span>
  );
}

/** Toolbar tool: two campaign colours of the designer's choosing, applied to every story through the preview's globals. */
export const CampaignColorsTool = memo(function CampaignColorsTool() {
  const [globals, updateGlobals] = useGlobals();
  const primary = typeof globals[PRIMARY_GLOBAL] === 'string' ? globals[PRIMARY_GLOBAL] : '';
  const secondary = typeof globals[SECONDARY_GLOBAL] === 'string' ? globals[SECONDARY_GLOBAL] : '';
  const palette = globals[PALETTE_GLOBAL];

  const commit = (name: ColorGlobal, value: string) => updateGlobals({ [name]: value });

  return (
    <span id={TOOL_ID} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Separator />
      <ColorField
        label="Primary"
        name={PRIMARY_GLOBAL}
        override={primary}
        effective={effectiveColor(primary, palette, 'primary')}
        onCommit={commit}
      />
      <ColorField
        label="Secondary"
        name={SECONDARY_GLOBAL}
        override={secondary}
        effective={effectiveColor(secondary, palette, 'secondary')}
        onCommit={commit}
      />
      <Button
        size="small"
        variant="ghost"
        ariaLabel="Reset campaign colours to the palette"
        disabled={primary === '' && secondary === ''}
        onClick={() => updateGlobals({ [PRIMARY_GLOBAL]: '', [SECONDARY_GLOBAL]: '' })}
      >
        Reset
      </Button>
    </span>
  );
});
