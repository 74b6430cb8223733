import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { ThemeRoot, usePortalContainer } from './ThemeRoot';

function cssVarName(reference: string): string {
  return reference.replace(/^var\((.*)\)$/, '$1');
}

function PortalProbe() {
  const container = usePortalContainer();
  return container ? createPortal(<p>In the portal</p>, container) : null;
}

describe('ThemeRoot', () => {
  it('sets the campaign colour variables on its element', () => {
    render(
      <ThemeRoot primaryColor="#1e7a5a" secondaryColor="#fff" data-testid="root">
        <p>Content</p>
      </ThemeRoot>,
    );
    const root = screen.getByTestId('root');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.primary))).toBe('#1e7a5a');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.goal))).toBe('#0a6646');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.secondaryForeground))).not.toBe('#ffffff');
  });

  it('sets the indicator variables, stepped darker for a pale primary', () => {
    render(
      <ThemeRoot primaryColor="#ffff00" data-testid="root">
        <p>Content</p>
      </ThemeRoot>,
    );
    const root = screen.getByTestId('root');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.primary))).toBe('#ffff00');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.primaryIndicator))).toBe('#878700');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.goalIndicator))).toBe('#878700');
    expect(root.style.getPropertyValue(cssVarName(vars.campaign.primaryIndicatorForeground))).toBe('#000000');
  });

  it('gives portals a container inside the themed element, so they inherit the colours', () => {
    render(
      <ThemeRoot primaryColor="#123456" data-testid="root">
        <PortalProbe />
      </ThemeRoot>,
    );
    expect(screen.getByTestId('root')).toContainElement(screen.getByText('In the portal'));
  });

  it("takes the page's typeface unless a valid one is asked for", () => {
    const themed = (typeface?: string) => (
      <ThemeRoot data-testid="root" typeface={typeface}>
        <p>Content</p>
      </ThemeRoot>
    );
    const font = (reference: string) => screen.getByTestId('root').style.getPropertyValue(cssVarName(reference));
    const { rerender } = render(themed());
    expect(font(vars.font.family.body)).toBe('');
    rerender(themed('"Source Sans 3", Arial, sans-serif'));
    expect(font(vars.font.family.body)).toBe('"Source Sans 3", Arial, sans-serif');
    expect(font(vars.font.family.heading)).toBe('"Source Sans 3", Arial, sans-serif');
    rerender(themed('Arial; color: red'));
    expect(font(vars.font.family.body)).toBe('');
  });
});
