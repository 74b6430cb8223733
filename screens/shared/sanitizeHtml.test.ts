import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml, splitAtMore } from './sanitizeHtml';

describe('sanitizeHtml keeps prose', () => {
  it.each([
    ['<p>Hello <strong>world</strong> and <em>you</em></p>', '<p>Hello <strong>world</strong> and <em>you</em></p>'],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<h2>Title</h2><h3>Sub</h3>', '<h2>Title</h2><h3>Sub</h3>'],
    ['<a href="https://example.org/x">x</a>', '<a href="https://example.org/x">x</a>'],
    ['<a href="mailto:a@example.org">mail</a>', '<a href="mailto:a@example.org">mail</a>'],
    [
      '<a href="https://e.org" target="_blank">new tab</a>',
      '<a href="https://e.org" target="_blank" rel="noopener noreferrer">new tab</a>',
    ],
    [
      '<a href="https://e.org" target="_blank" rel="opener">t</a>',
      '<a href="https://e.org" target="_blank" rel="noopener noreferrer">t</a>',
    ],
    ['<a href="https://e.org" target="frame1">named</a>', '<a href="https://e.org">named</a>'],
  ])('%j', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe('sanitizeHtml removes everything else', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red" class="x" id="y">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="java&#x09;script:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a>d</a>'],
    ['<a href="/relative">rel</a>', '<a>rel</a>'],
    ['<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>', ''],
    ['<svg onload="alert(1)"><circle r="4"/></svg><p>after</p>', '<p>after</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<h1>Big</h1>', 'Big'],
    ['<div><span>wrapped</span></div>', 'wrapped'],
    ['<p data-x="1" aria-hidden="true">d</p>', '<p>d</p>'],
    ['<!--more--><p>after marker</p>', '<p>after marker</p>'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('leaves nothing that can run in the browser', () => {
    const hostile =
      '<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)><svg/onload=alert(1)><a href="javascript:alert(1)">b</a><math><maction actiontype="statusline" xlink:href="javascript:alert(1)">c</maction></math>';
    const clean = sanitizeHtml(hostile);
    expect(clean).not.toMatch(/script|onerror|onload|javascript:|<img|<svg|<math/i);
  });
});

describe('splitAtMore', () => {
  it.each([
    ['<p>a</p><!--more--><p>b</p>', { excerpt: '<p>a</p>', rest: '<p>b</p>' }],
    ['<p>a</p>\n<!--more Keep reading-->\n<p>b</p>', { excerpt: '<p>a</p>\n', rest: '\n<p>b</p>' }],
    ['<p>no marker</p>', { excerpt: '<p>no marker</p>', rest: null }],
    ['<p>a</p><!--more-->   ', { excerpt: '<p>a</p>', rest: null }],
    ['<!--more--><p>b</p>', { excerpt: '<p>b</p>', rest: null }],
  ])('%j', (html, expected) => {
    expect(splitAtMore(html)).toEqual(expected);
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>x</p>', false],
  ])('%j → %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
