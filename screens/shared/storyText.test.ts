import { describe, expect, it } from 'vitest';
import { editableStory, storyParagraphs } from './storyText';

describe('storyParagraphs', () => {
  it.each([
    ['', []],
    ['   \n\n  ', []],
    ['One line', ['One line']],
    ['First\n\nSecond', ['First', 'Second']],
    ['First\r\nSecond\rThird', ['First', 'Second', 'Third']],
    ['<p>We run.</p><p>Every km counts.</p>', ['We run.', 'Every km counts.']],
    ['Line<br>break<br/>again', ['Line', 'break', 'again']],
    ['<p>Tom &amp; Jerry&nbsp;run</p>', ['Tom & Jerry run']],
    ['I <3 my team, and 2 < 3', ['I <3 my team, and 2 < 3']],
    ['<script>alert(1)</script>', ['alert(1)']],
    ['&lt;b&gt;not bold&lt;/b&gt;', ['<b>not bold</b>']],
  ])('%j', (story, expected) => {
    expect(storyParagraphs(story)).toEqual(expected);
  });
});

describe('editableStory', () => {
  it.each([
    ['', ''],
    ['<p>We run.</p><p>Every km counts.</p>', 'We run.\n\nEvery km counts.'],
    ['First\nSecond', 'First\n\nSecond'],
  ])('%j → %j', (story, expected) => {
    expect(editableStory(story)).toBe(expected);
  });
});
