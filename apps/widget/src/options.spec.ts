import { describe, expect, it } from 'vitest';
import { DEFAULTS, resolveOptions } from './options';

const origin = 'https://chat.parley.example';

describe('resolveOptions', () => {
  it('fills every documented default in', () => {
    const { options, problems } = resolveOptions({ appToken: 'tok' }, origin);
    expect(problems).toEqual([]);
    expect(options).toEqual({ ...DEFAULTS, appToken: 'tok', serverUrl: origin, labelKeys: [] });
    expect(options?.theme.colors.main).toBe('#65758e');
    expect(options?.size).toEqual({ width: '400px', height: '500px' });
    expect(options?.labels.messageInputPlaceholder).toBe('Write a message...');
  });

  it('merges partial theme and labels over the defaults', () => {
    const { options, problems } = resolveOptions(
      {
        appToken: 'tok',
        theme: { colors: { primary: 'rebeccapurple' }, buttons: { fullScreen: false }, dialogStyle: 'flat' },
        labels: { sendButtonLabel: 'Envoyer' },
      },
      origin,
    );
    expect(problems).toEqual([]);
    expect(options?.theme.colors).toEqual({ ...DEFAULTS.theme.colors, primary: 'rebeccapurple' });
    expect(options?.theme.buttons).toEqual({ close: true, fullScreen: false });
    expect(options?.theme.dialogStyle).toBe('flat');
    expect(options?.labels).toEqual({ ...DEFAULTS.labels, sendButtonLabel: 'Envoyer' });
    // Only the label the page set wins over the defaults of the App's language.
    expect(options?.labelKeys).toEqual(['sendButtonLabel']);
  });

  it('forces startOpen when embedded in a container', () => {
    expect(resolveOptions({ appToken: 't', embeddedContainerId: 'chat' }, origin).options?.startOpen).toBe(true);
  });

  it('takes sizes as pixels or CSS lengths', () => {
    const { options } = resolveOptions({ appToken: 't', size: { width: 320, height: '70vh' } }, origin);
    expect(options?.size).toEqual({ width: '320px', height: '70vh' });
  });

  it('defaults serverUrl to the script origin and accepts an explicit one', () => {
    expect(resolveOptions({ appToken: 't', serverUrl: 'http://localhost:3001/x' }, origin).options?.serverUrl).toBe(
      'http://localhost:3001',
    );
    expect(resolveOptions({ appToken: 't' }, origin).options?.serverUrl).toBe(origin);
  });

  it('keeps valid menu entries and reports the others', () => {
    const { options, problems } = resolveOptions(
      {
        appToken: 't',
        menuActions: [
          { label: 'Help', message: { type: 'text', payload: { value: 'help' } } },
          { label: 'Restart', message: { type: 'postback', payload: { value: { restart: true } } } },
          { label: 'Bad', message: { type: 'image', payload: {} } },
          'nope',
        ],
      },
      origin,
    );
    expect(options?.menuActions.map((m) => m.label)).toEqual(['Help', 'Restart']);
    expect(problems).toHaveLength(2);
  });

  // [options, problem the page owner reads, does the widget still start]
  const invalid: [unknown, RegExp, boolean][] = [
    [undefined, /expects an options object/, false],
    ['tok', /expects an options object/, false],
    [{}, /appToken is required/, false],
    [{ appToken: '   ' }, /appToken is required/, false],
    [{ appToken: 42 }, /appToken is required/, false],
    [{ appToken: 't', serverUrl: 'javascript:alert(1)' }, /serverUrl must be an http/, true],
    [{ appToken: 't', size: { width: '400px; display:none' } }, /size.width/, true],
    [{ appToken: 't', size: 400 }, /size must be an object/, true],
    [{ appToken: 't', startOpen: 'yes' }, /options.startOpen must be a boolean/, true],
    [{ appToken: 't', theme: { colors: { main: 12 } } }, /theme.colors.main must be a string/, true],
    [{ appToken: 't', theme: 'dark' }, /theme must be an object/, true],
    [{ appToken: 't', labels: { helpMessage: null } }, /labels.helpMessage must be a string/, true],
    [{ appToken: 't', menuActions: {} }, /menuActions must be an array/, true],
    [{ appToken: 't', apptoken: 'x' }, /unknown option "apptoken"/, true],
    [{ appToken: 't', noAnswerAfter: -1 }, /noAnswerAfter must be a number of seconds/, true],
    [{ appToken: 't', noAnswerAfter: '30' }, /options.noAnswerAfter must be a number/, true],
  ];

  it.each(invalid)('explains %j', (input, problem, starts) => {
    const { options, problems } = resolveOptions(input, origin);
    expect(problems.join('\n')).toMatch(problem);
    expect(!!options).toBe(starts);
  });

  it('falls back to the default for a value of the wrong type', () => {
    const { options } = resolveOptions({ appToken: 't', theme: { colors: { main: 12 } }, startOpen: 'yes' }, origin);
    expect(options?.theme.colors.main).toBe('#65758e');
    expect(options?.startOpen).toBe(false);
  });

  it('offers "Talk to a person" in the menu only when the page asks for it', () => {
    expect(resolveOptions({ appToken: 't' }, origin).options?.handoverMenu).toBe(false);
    expect(resolveOptions({ appToken: 't', handoverMenu: true }, origin).options?.handoverMenu).toBe(true);
    const wrong = resolveOptions({ appToken: 't', handoverMenu: 'yes' }, origin);
    expect(wrong.options?.handoverMenu).toBe(false);
    expect(wrong.problems).toEqual(['options.handoverMenu must be a boolean']);
  });

  it('cannot start without a server to talk to', () => {
    expect(resolveOptions({ appToken: 't' }).problems.join()).toMatch(/serverUrl is required/);
  });
});
