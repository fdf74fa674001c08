import { describe, expect, it } from 'vitest';
import { widgetFileName } from './widget-files';

describe('widgetFileName', () => {
  it.each([
    ['parley-webchat', { file: 'parley-webchat.js', versioned: false }],
    ['parley-webchat.js', { file: 'parley-webchat.js', versioned: false }],
    ['parley-webchat@0.1.0', { file: 'parley-webchat@0.1.0.js', versioned: true }],
    ['parley-webchat@1.2.3-beta.1.js', { file: 'parley-webchat@1.2.3-beta.1.js', versioned: true }],
    ['parley-webchat@latest', null],
    ['parley-webchat@../../etc/passwd', null],
    ['parley-webchat@1.2', null],
    ['other.js', null],
  ])('%s -> %j', (name, expected) => {
    expect(widgetFileName(name)).toEqual(expected);
  });
});
