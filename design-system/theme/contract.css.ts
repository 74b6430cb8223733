import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { campaignColors } from './campaignColors';
import { tokens, toContractShape } from './tokens';

const { primary: _defaultPrimary, secondary: _defaultSecondary, ...fixedColors } = tokens.color;
const defaultCampaign = campaignColors(tokens.color.primary, tokens.color.secondary);

const themeValues = {
  ...tokens,
  color: fixedColors,
  campaign: defaultCampaign,
};

/**
 * The theme contract is derived from tokens.json, so a token that a component reads but the file
 * lacks is a type error. `campaign` holds the colours that change at run time.
 */
export const vars = createThemeContract(toContractShape(themeValues));

// Defaults on :root so the primitives render correctly with no ThemeRoot (admin screens, portals).
createGlobalTheme(':root', vars, themeValues);
