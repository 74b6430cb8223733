import { addons, types } from 'storybook/manager-api';
import { CampaignColorsTool } from './campaign-colors/CampaignColorsTool';
import { ADDON_ID, TOOL_ID } from './campaign-colors/constants';

// Toolbar tool for trying any two campaign colours on every story (the preview decorator reads the globals).
addons.register(ADDON_ID, () => {
  addons.add(TOOL_ID, {
    type: types.TOOL,
    title: 'Campaign colours',
    match: ({ viewMode, tabId }) => !tabId && (viewMode === 'story' || viewMode === 'docs'),
    render: CampaignColorsTool,
  });
});
