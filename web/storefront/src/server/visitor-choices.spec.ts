import { visitorChoices, type PageRequestFacts } from './visitor-choices';

const request = (url: string, cookies: Record<string, string> = {}, hostname = 'staging.shop.example'): PageRequestFacts => ({ url, hostname, secure: false, cookie: (name) => cookies[name] });
const noWarnings = (message: string) => {
  throw new Error(`unexpected warning: ${message}`);
};

describe('the visitor\'s choices a page request carries', () => {
  it('remembers a language asked for with ?language= for a year, and reads it back from the cookie', () => {
    const asked = visitorChoices(request('/shop?language=fr-FR'), noWarnings);
    expect(asked.languageChoice).toBe('fr-FR');
    expect(asked.setCookies).toEqual(['mercato_language=fr-FR; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax']);
    const later = visitorChoices(request('/shop', { mercato_language: 'fr-FR' }), noWarnings);
    expect(later).toEqual({ languageChoice: 'fr-FR', experimentOverrides: {}, setCookies: [] });
  });

  it('drops a language value that is no language code', () => {
    expect(visitorChoices(request('/?language=%3Cscript%3E'), noWarnings)).toEqual({ languageChoice: undefined, experimentOverrides: {}, setCookies: [] });
    expect(visitorChoices(request('/', { mercato_language: 'x;y' }), noWarnings).languageChoice).toBeUndefined();
  });

  it('keeps experiment overrides of a staging host in a session cookie, and forgets them on reset', () => {
    const pinned = visitorChoices(request('/?experiment.hero=b'), noWarnings);
    expect(pinned.experimentOverrides).toEqual({ hero: 'b' });
    expect(pinned.setCookies).toEqual([`mercato_experiments=${encodeURIComponent('{"hero":"b"}')}; Path=/; HttpOnly; SameSite=Lax`]);
    const cookies = { mercato_experiments: encodeURIComponent('{"hero":"b"}') };
    expect(visitorChoices(request('/shop', cookies), noWarnings)).toEqual({ languageChoice: undefined, experimentOverrides: { hero: 'b' }, setCookies: [] });
    const reset = visitorChoices(request('/?experiments=reset', cookies), noWarnings);
    expect(reset.experimentOverrides).toEqual({});
    expect(reset.setCookies).toEqual(['mercato_experiments=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('applies no override on a public host, whatever the query or cookie says', () =>
    expect(visitorChoices(request('/?experiment.hero=b', { mercato_experiments: encodeURIComponent('{"hero":"c"}') }, 'shop.example.com'), noWarnings).experimentOverrides).toEqual({}));
});
