import { describe, expect, it } from 'vitest';
import { parseOrigins, PASSWORD_SUBJECTS, problemsByField, settingsPatch, toSettingsForm, type AppSettings } from './forms';

const APP: AppSettings = {
  name: 'Shop bot',
  language: 'en',
  webhookUrl: null,
  allowedOrigins: [],
  rateLimit: 100,
  rateBurst: 200,
  classificationThreshold: 0.5,
  ambiguityMargin: 0.1,
  retentionDays: null,
  pushSecretRequired: false,
  fallbackMessages: { fr: 'Je ne sais pas.' },
  identityVerification: false,
};

describe('problemsByField', () => {
  it('puts item problems next to their list and names the item', () => {
    expect(
      problemsByField([
        { field: 'title', problem: 'must not be empty' },
        { field: 'utterances.0.value', problem: 'must not be empty' },
        { field: 'utterances.3.value', problem: 'must be shorter than or equal to 2000 characters' },
        { field: 'allowedOrigins.1', problem: 'must be a URL address' },
      ]),
    ).toEqual({
      title: 'must not be empty',
      utterances: 'item 1: must not be empty; item 4: must be shorter than or equal to 2000 characters',
      allowedOrigins: 'item 2: must be a URL address',
    });
  });
  it('writes the problems of a field given a subject as sentences', () => {
    expect(
      problemsByField(
        [
          { field: 'newPassword', problem: 'must be at least 10 characters' },
          { field: 'currentPassword', problem: 'is not the current password' },
          { field: 'email', problem: 'must be an email' },
        ],
        PASSWORD_SUBJECTS,
      ),
    ).toEqual({
      newPassword: 'The new password must be at least 10 characters.',
      currentPassword: 'The password typed here is not the current password.',
      email: 'must be an email',
    });
    expect(problemsByField([{ field: 'password', problem: 'is one of the most common passwords (found in breaches): choose another' }], PASSWORD_SUBJECTS)).toEqual({
      password: 'The password is one of the most common passwords (found in breaches): choose another.',
    });
  });
  it('is empty without details', () => expect(problemsByField(undefined)).toEqual({}));
});

describe('parseOrigins', () => {
  it('reads one per line or comma-separated, without blanks, duplicates or trailing slashes', () => {
    expect(parseOrigins(' https://a.example/ \n\nhttps://b.example, https://a.example\r\n')).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('settingsPatch', () => {
  it('sends nothing when nothing changed', () => expect(settingsPatch(APP, toSettingsForm(APP))).toEqual({}));

  it('sends only the changed fields, with numbers as numbers and blanks as null', () => {
    const before = { ...APP, webhookUrl: 'https://bot.example/hook', retentionDays: 30 };
    const form = { ...toSettingsForm(before), webhookUrl: ' ', retentionDays: '', rateLimit: '50', allowedOrigins: 'https://shop.example/' };
    expect(settingsPatch(before, form)).toEqual({ webhookUrl: null, retentionDays: null, rateLimit: 50, allowedOrigins: ['https://shop.example'] });
  });

  it('sends the fallback messages whole when one changed, blank ones left out (the built-in text)', () => {
    const form = toSettingsForm(APP);
    expect(form.fallbackMessages).toEqual({ en: '', fr: 'Je ne sais pas.', es: '' });
    expect(settingsPatch(APP, { ...form, fallbackMessages: { en: ' Only shop questions, sorry. ', fr: '', es: '' } })).toEqual({
      fallbackMessages: { en: 'Only shop questions, sorry.' },
    });
    expect(settingsPatch(APP, { ...form, fallbackMessages: { ...form.fallbackMessages, es: '  ' } })).toEqual({});
  });

  it('sends what is not a number as typed, for the API to name the field', () => {
    expect(settingsPatch(APP, { ...toSettingsForm(APP), classificationThreshold: 'high' })).toEqual({ classificationThreshold: 'high' });
  });
});
