import type { Corpus } from '../../../types';
import { ADDRESSES, HOUR_BEFORE_STREET, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.en.map(([text, body, street, number, location, , type, direction]) => ({
    text,
    expected: [{ body, value: { value: body.replace(/^(to|au|a) /, ''), street, number, location, type, direction } }],
  })),
  negatives: [...NO_ADDRESS.en, ...HOUR_BEFORE_STREET.en],
  // A street number is no hour: the time grammar must not read these.
  notOther: { time: ['12 Main St', '10 Downing Street', 'I live at 221B Baker Street', '5 Elm Drive, London', '1600 Pennsylvania Avenue', '3 Abbey Road', '7 Church Ln', '22 Hillside Parkway'] },
};
