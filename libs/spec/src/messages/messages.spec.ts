import {
  addToCartButtonText, addToCartFailureTitle, ADD_TO_CART_BUTTON, minimumSubtotalMessage, sessionExpiredMessage,
} from './cart';
import { characterCounterMaxLength, characterCounterText, formSubmissionErrorMessage } from './forms';
import {
  fileTooLargeMessage, fontPreviewFailedMessage, invalidPageUrlMessage, oneTagAtATimeMessage, tagExistsMessage,
  unexpectedOptionMessage, unsupportedFileTypeMessage,
} from './interface';
import { autoPopulatedFieldsOverwrittenMessage, invalidSourceEnvironmentMessage, trackingHttpErrorMessage } from './infrastructure';
import { restockEmailError, restockFailureMessage, restockSignUpLanguage, restockSuccessMessage } from './restock';

describe('cart messages (spec §4, §8)', () => {
  it.each([
    [true, 'Your session has expired. Please reload the page and try again.'],
    [false, 'Please enable cookies in your browser, reload the page, and try again.'],
  ])('session expiry with cookies enabled=%s reads "%s"', (cookiesEnabled, text) => {
    expect(sessionExpiredMessage(cookiesEnabled)).toBe(text);
  });

  it.each([
    ['cart', 'Unable to Add Item'],
    ['express-checkout', 'Unable to Purchase Item'],
    ['gift-card', 'Unable to purchase Gift Card'],
  ] as const)('a failed add via %s is titled "%s"', (path, title) => expect(addToCartFailureTitle(path)).toBe(title));

  it('names the minimum subtotal', () => {
    expect(minimumSubtotalMessage('$25.00')).toBe('To check out, your order subtotal must be $25.00 or more.');
  });

  it.each([
    [{}, 'Add to Cart'],
    [{ useCustomAddButtonText: false, customAddButtonText: 'Buy' }, 'Add to Cart'],
    [{ useCustomAddButtonText: true, customAddButtonText: 'Buy it now' }, 'Buy it now'],
    [{ useCustomAddButtonText: true, customAddButtonText: '' }, 'Add to Cart'],
  ])('product %j shows "%s" on its button', (product, text) => expect(addToCartButtonText(product)).toBe(text));

  it('labels the adding and added states', () => {
    expect([ADD_TO_CART_BUTTON.adding, ADD_TO_CART_BUTTON.added]).toEqual(['Adding…', 'Added!']);
  });
});

describe('formSubmissionErrorMessage (spec §8)', () => {
  it.each<[number, string | undefined, string]>([
    [401, undefined, 'Unable to submit form. Please try again later.'],
    [404, 'ignored', 'This form has not been configured yet.'],
    [429, undefined, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, undefined, 'Unable to send form. Please try again later.'],
    [400, 'Form is closed', 'Form is closed'],
    [503, undefined, 'Unknown error, please try again later.'],
    [400, '', 'Unknown error, please try again later.'],
  ])('status %i with server text %j shows "%s"', (status, serverText, message) => {
    expect(formSubmissionErrorMessage(status, serverText)).toBe(message);
  });

  it.each([
    [0, 200, '0 / 200'],
    [201, 200, '201 / 200'],
  ])('counter for %i of %i reads "%s"', (length, max, text) => expect(characterCounterText(length, max)).toBe(text));
});

describe('restock messages (spec §8)', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'Signed up!'],
    ['', 'Signed up!'],
    ['We will email you', 'We will email you'],
  ])('site text %j gives success "%s"', (siteText, text) => expect(restockSuccessMessage(siteText)).toBe(text));

  it.each<[string | undefined, string]>([
    ['Already signed up', 'Already signed up'],
    [undefined, 'Unable to submit form. Please try again later.'],
  ])('server text %j gives failure "%s"', (serverText, text) => expect(restockFailureMessage(serverText)).toBe(text));

  describe('the sign-up language (spec §3 optional language, multilingual sites)', () => {
    const fr = { code: 'fr-CA', custom: false };
    const en = { code: 'en', custom: false };
    it("sends the page's language on a site with more than one", () => {
      expect(restockSignUpLanguage([en, fr], 'fr-CA')).toBe('fr-CA');
      expect(restockSignUpLanguage([en, fr], 'FR-ca')).toBe('fr-CA');
      expect(restockSignUpLanguage([en, fr], 'en')).toBe('en');
    });
    it('sends none on a one-language or non-multilingual site, for a language the site does not have, or for a custom code', () => {
      expect(restockSignUpLanguage([en], 'en')).toBeUndefined();
      expect(restockSignUpLanguage([], 'en-US')).toBeUndefined();
      expect(restockSignUpLanguage([en, fr], 'de')).toBeUndefined();
      expect(restockSignUpLanguage([en, { code: 'klingon', custom: true }], 'klingon')).toBeUndefined();
    });
  });
});

describe('parameterised interface messages (spec §5, §8)', () => {
  it.each([
    [invalidPageUrlMessage('foo'), 'foo is not a valid page URL'],
    [unexpectedOptionMessage('x'), 'x is not one of the expected options'],
    [tagExistsMessage('tag'), 'This tag already exists'],
    [oneTagAtATimeMessage('category'), 'You may only edit one category at a time'],
    [fileTooLargeMessage('a.png', '20 MB'), 'The file a.png is too large. The maximum allowed file size is 20 MB.'],
    [unsupportedFileTypeMessage('a.exe', 'image '), 'The file a.exe does not appear to be a supported image file.'],
    [unsupportedFileTypeMessage('a.exe', ''), 'The file a.exe does not appear to be a supported file.'],
    [fontPreviewFailedMessage('Lato'), 'Unable to load preview for Lato'],
    [trackingHttpErrorMessage(500), 'Error tracking event: HTTP Status 500'],
    [autoPopulatedFieldsOverwrittenMessage(['page_path', 'session_id']), 'Tracking event overwrote auto-populated fields: page_path, session_id'],
    [invalidSourceEnvironmentMessage('qa'), 'Source environment must be dev, staging or prod, not "qa"'],
  ])('reads "%s"', (actual, expected) => expect(actual).toBe(expected));
});

describe('restockEmailError (spec §4, §5)', () => {
  it.each<[string, string | undefined]>([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['not-an-email', 'Email is invalid'],
    ['a@b', 'Email is invalid'],
    ['shopper@example.com', undefined],
    [' shopper@example.com ', undefined],
  ])('%j gives %j', (email, error) => expect(restockEmailError(email)).toBe(error));
});

describe('characterCounterMaxLength (spec §5)', () => {
  it.each<[string | null | undefined, number | undefined]>([
    ['200', 200],
    ['1', 1],
    ['0', undefined],
    ['-5', undefined],
    ['abc', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('data attribute %j gives %j', (attribute, max) => expect(characterCounterMaxLength(attribute)).toBe(max));
});
