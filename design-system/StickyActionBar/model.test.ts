import { describe, expect, it } from 'vitest';
import { barState, isEditableField } from './model';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const made = template.content.firstElementChild;
  if (!made) throw new Error(html);
  // jsdom does not compute isContentEditable.
  if (made.getAttribute('contenteditable') === 'true')
    Object.defineProperty(made, 'isContentEditable', { value: true });
  return made;
}

describe('isEditableField: the bar steps aside while a phone keyboard is open', () => {
  it.each(['text', 'email', 'number', 'password', 'search', 'tel', 'url', 'date'])(
    'input type=%s opens one',
    (type) => {
      expect(isEditableField(element(`<input type="${type}">`))).toBe(true);
    },
  );

  it.each(['<input>', '<textarea></textarea>', '<select></select>', '<div contenteditable="true"></div>'])(
    '%s opens one',
    (html) => expect(isEditableField(element(html))).toBe(true),
  );

  it.each(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'])(
    'input type=%s does not',
    (type) => expect(isEditableField(element(`<input type="${type}">`))).toBe(false),
  );

  it.each(['<button type="button"></button>', '<a href="#x">x</a>', '<div></div>'])('%s does not', (html) => {
    expect(isEditableField(element(html))).toBe(false);
  });

  it('is false for no target and for targets that are not elements', () => {
    expect(isEditableField(null)).toBe(false);
    expect(isEditableField(window)).toBe(false);
  });
});

describe('barState', () => {
  it('opens only when asked and nobody is typing', () => {
    expect(barState(true, false)).toBe('open');
    expect(barState(true, true)).toBe('closed');
    expect(barState(false, false)).toBe('closed');
    expect(barState(false, true)).toBe('closed');
  });
});
