import { describe, expect, it } from 'vitest';
import { splitLinks } from './linked-text';

describe('splitLinks', () => {
  it('links http and https addresses, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1. Or http://x.pl!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Or ' },
      { text: 'http://x.pl', href: 'http://x.pl/' },
      { text: '!' },
    ]);
  });

  it('never links other schemes, and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <img src=x onerror=alert(1)>';
    expect(splitLinks(text)).toEqual([{ text }]);
    expect(splitLinks('ftp://files.example.com')).toEqual([{ text: 'ftp://files.example.com' }]);
  });

  it('keeps a quote or bracket out of the address', () => {
    expect(splitLinks('<a href="https://evil.example/x">hi</a>')).toEqual([
      { text: '<a href="' },
      { text: 'https://evil.example/x', href: 'https://evil.example/x' },
      { text: '">hi</a>' },
    ]);
  });
});
