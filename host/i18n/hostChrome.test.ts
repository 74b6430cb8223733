// Issue 14: `npm start -- --locale de_DE` (or he_IL) shows the whole demo in that language, the host's own pages
// too: the wp-admin chrome and the plugin's server-printed admin pages (the plugin's strings, from the .po files
// through siteText), and the login, password-reset, logout, wp_die and 404 pages (WordPress core's strings, from
// the host's table in coreText.ts). Every page kind prints the site's <html lang> (and dir="rtl" in Hebrew).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POT_PATH } from '../../scripts/i18n-pot.mjs';
import { AUTH_ATTEMPTS } from '../auth/rateLimit.ts';
import { createResetKey } from '../model/passwordResets.ts';
import { Client, createTestHost, ORIGIN, type TestHost } from '../testing/harness.ts';
import { CORE_STRINGS } from './coreText.ts';

const ADMIN = '/wp-admin/admin.php';
const LIST = `${ADMIN}?page=p2p-campaigns`;
const TEAMS = `${ADMIN}?page=p2p-edit-campaign&id=1&tab=teams`;
const SETTINGS = `${ADMIN}?page=p2p-edit-campaign&id=1`;
const ADD = `${ADMIN}?page=p2p-add-campaign`;
const NBSP = '\u00a0';

interface Expected {
  attrs: string;
  /** Admin bar, skip link and side menu (every admin page). */
  chrome: string[];
  /** Edit-campaign header and tabs (teams tab). */
  header: string[];
  /** The settings tab's summary. */
  settings: string[];
  /** The Add Campaign form. */
  add: string[];
  /** The add form's errors after an empty title and a bad goal, and the notice after adding. */
  addErrors: string[];
  added: string;
  /** 403 for a non-administrator, 404 for an unknown campaign and for an unknown admin page. */
  forbidden: string[];
  noCampaign: string[];
  noPage: string[];
  /** /wp-login.php, and its answer to a wrong password. */
  login: string[];
  loginFailed: string;
  /** After too many failed logins (the window is a minute). */
  loginLimited: string;
  /** The reset form (a valid key) and an invalid key's page. */
  reset: string[];
  resetInvalid: string[];
  /** The logout confirmation, the outbox, the theme's 404. */
  logout: string[];
  outbox: string[];
  notFound: string[];
}

const EXPECTED: Record<'en_US' | 'de_DE' | 'he_IL', Expected> = {
  en_US: {
    attrs: 'lang="en-US"',
    chrome: [
      '<a class="skip-link" href="#wpbody">Skip to main content</a>',
      '<a href="/">Reference host</a>',
      '<span class="howdy">Howdy, Ada Admin · <a href=',
      '">Log Out</a></span>',
      '<nav id="adminmenu" aria-label="Main menu">',
      '">P2P Campaigns</a></li>',
      '">Add Campaign</a></li>',
      '<li><a href="/outbox/">Outbox</a></li>',
    ],
    header: [
      '<title>Edit campaign: Run for Clean Water ‹ Reference host — WordPress</title>',
      '<h1>Edit campaign: Run for Clean Water</h1>',
      '/campaigns/run-for-clean-water/">View Campaign</a>',
      '<nav class="p2p-tabs" aria-label="Campaign sections">',
      '&amp;id=1">Settings</a>',
      'aria-current="page">Teams</a>',
      '&amp;tab=fundraisers">Fundraisers</a>',
    ],
    settings: [
      '<h2 id="p2p-settings-title">Settings</h2>',
      '<dt>Title</dt><dd>Run for Clean Water</dd>',
      '<dt>Status</dt><dd>Active</dd>',
      '<dt>Goal</dt><dd>$150,000</dd>',
      '<dt>Address</dt><dd><code dir="ltr">/campaigns/run-for-clean-water/</code></dd>',
      '<dt>Team approvals</dt><dd>Required</dd>',
      '<dt>Fundraiser approvals</dt><dd>Required</dd>',
      'Editing these settings is not part of the reference host; the Teams and Fundraisers tabs are.',
    ],
    add: [
      '<title>Add Campaign ‹ Reference host — WordPress</title>',
      '<h1>Add Campaign</h1>',
      '<label for="p2p-title">Campaign title</label>',
      '<label for="p2p-goal">Goal in USD (a whole amount)</label>',
      '<legend>Status</legend>',
      'value="active" checked> Active</label>',
      'value="draft"> Draft</label>',
      '<button type="submit">Add Campaign</button>',
    ],
    addErrors: [
      'The campaign was not added. Check the fields below.',
      'Enter a campaign title.',
      'Enter the goal as a whole number, at least 1.',
    ],
    added: 'New P2P Campaign added',
    forbidden: ['<title>Forbidden</title>', 'Sorry, you are not allowed to access this page.', 'Go to the site'],
    noCampaign: ['<h1>Campaign not found</h1>', 'This campaign does not exist. It may have been removed.'],
    noPage: ['<h1>Page not found</h1>', 'This admin page does not exist.'],
    login: [
      '<title>Log in</title>',
      '<label for="user_login">Username or Email Address</label>',
      '<label for="user_pass">Password</label>',
      '<button type="submit">Log In</button>',
      '">Lost your password?</a>',
    ],
    loginFailed: 'Invalid username or password.',
    loginLimited: 'Too many failed login attempts. Please try again in 1 minute.',
    reset: [
      '<h1>Reset your password</h1>',
      'Enter a new password for <strong>solo</strong>: at least 6 characters.',
      '<label for="pass1">New password</label>',
      '<label for="pass2">Confirm new password</label>',
      '<button type="submit">Save Password</button>',
    ],
    resetInvalid: [
      '<h1>Password reset</h1>',
      'Your password reset link appears to be invalid. Please request a new link.',
      '">Request a new link</a>',
    ],
    logout: ['<h1>Log out?</h1>', 'Do you really want to log out?', '">Stay signed in</a>'],
    outbox: ['<h1>Outbox</h1>', 'Demo mode: this host sends no mail', 'No mail yet.'],
    notFound: ['<h1>Page not found</h1>', 'Nothing lives at this address.'],
  },
  de_DE: {
    attrs: 'lang="de-DE"',
    chrome: [
      '<a class="skip-link" href="#wpbody">Zum Hauptinhalt springen</a>',
      '<a href="/">Referenz-Host</a>',
      '<span class="howdy">Willkommen, Ada Admin · <a href=',
      '">Abmelden</a></span>',
      '<nav id="adminmenu" aria-label="Hauptmenü">',
      '">P2P-Kampagnen</a></li>',
      '">Kampagne hinzufügen</a></li>',
      '<li><a href="/outbox/">Postausgang</a></li>',
    ],
    header: [
      '<title>Kampagne bearbeiten: Run for Clean Water ‹ Referenz-Host — WordPress</title>',
      '<h1>Kampagne bearbeiten: Run for Clean Water</h1>',
      '/campaigns/run-for-clean-water/">Kampagne ansehen</a>',
      '<nav class="p2p-tabs" aria-label="Bereiche der Kampagne">',
      '&amp;id=1">Einstellungen</a>',
      'aria-current="page">Teams</a>',
      '&amp;tab=fundraisers">Fundraiser</a>',
    ],
    settings: [
      '<h2 id="p2p-settings-title">Einstellungen</h2>',
      '<dt>Titel</dt><dd>Run for Clean Water</dd>',
      '<dt>Status</dt><dd>Aktiv</dd>',
      `<dt>Ziel</dt><dd>150.000${NBSP}€</dd>`,
      '<dt>Adresse</dt>',
      '<dt>Freigabe von Teams</dt><dd>Erforderlich</dd>',
      '<dt>Freigabe von Fundraisern</dt><dd>Erforderlich</dd>',
      'Das Bearbeiten dieser Einstellungen gehört nicht zum Referenz-Host',
    ],
    add: [
      '<title>Kampagne hinzufügen ‹ Referenz-Host — WordPress</title>',
      '<h1>Kampagne hinzufügen</h1>',
      '<label for="p2p-title">Titel der Kampagne</label>',
      '<label for="p2p-goal">Ziel in EUR (ein ganzer Betrag)</label>',
      '<legend>Status</legend>',
      'value="active" checked> Aktiv</label>',
      'value="draft"> Entwurf</label>',
      '<button type="submit">Kampagne hinzufügen</button>',
    ],
    addErrors: [
      'Die Kampagne wurde nicht hinzugefügt. Prüfe die Felder unten.',
      'Gib einen Titel für die Kampagne ein.',
      'Gib das Ziel als ganze Zahl ein, mindestens 1.',
    ],
    added: 'Neue P2P-Kampagne hinzugefügt',
    forbidden: [
      '<title>Zugriff verweigert</title>',
      'Du bist leider nicht berechtigt, auf diese Seite zuzugreifen.',
      'Zur Website',
    ],
    noCampaign: ['<h1>Kampagne nicht gefunden</h1>', 'Diese Kampagne existiert nicht. Sie wurde vielleicht entfernt.'],
    noPage: ['<h1>Seite nicht gefunden</h1>', 'Diese Verwaltungsseite existiert nicht.'],
    login: [
      '<title>Anmelden</title>',
      '<label for="user_login">Benutzername oder E-Mail-Adresse</label>',
      '<label for="user_pass">Passwort</label>',
      '<button type="submit">Anmelden</button>',
      '">Passwort vergessen?</a>',
    ],
    loginFailed: 'Ungültiger Benutzername oder ungültiges Passwort.',
    loginLimited: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 1 Minute erneut.',
    reset: [
      '<h1>Setze dein Passwort zurück</h1>',
      'Gib ein neues Passwort für <strong>solo</strong> ein: mindestens 6 Zeichen.',
      '<label for="pass1">Neues Passwort</label>',
      '<label for="pass2">Neues Passwort bestätigen</label>',
      '<button type="submit">Passwort speichern</button>',
    ],
    resetInvalid: [
      '<h1>Passwort zurücksetzen</h1>',
      'Dein Link zum Zurücksetzen des Passworts scheint ungültig zu sein.',
      '">Neuen Link anfordern</a>',
    ],
    logout: ['<h1>Abmelden?</h1>', 'Möchtest du dich wirklich abmelden?', '">Angemeldet bleiben</a>'],
    outbox: ['<h1>Postausgang</h1>', 'Demo-Modus: Dieser Host versendet keine E-Mails', 'Noch keine E-Mails.'],
    notFound: ['<h1>Seite nicht gefunden</h1>', 'Unter dieser Adresse gibt es nichts.'],
  },
  he_IL: {
    attrs: 'lang="he-IL" dir="rtl"',
    chrome: [
      '<a class="skip-link" href="#wpbody">דילוג לתוכן הראשי</a>',
      '<a href="/">שרת הייחוס</a>',
      '<span class="howdy">שלום, Ada Admin · <a href=',
      '">התנתקות</a></span>',
      '<nav id="adminmenu" aria-label="תפריט ראשי">',
      '">קמפיינים P2P</a></li>',
      '">הוספת קמפיין</a></li>',
      '<li><a href="/outbox/">דואר יוצא</a></li>',
    ],
    header: [
      '<h1>עריכת קמפיין: Run for Clean Water</h1>',
      '/campaigns/run-for-clean-water/">צפייה בקמפיין</a>',
      '<nav class="p2p-tabs" aria-label="אזורי הקמפיין">',
      '&amp;id=1">הגדרות</a>',
      'aria-current="page">צוותים</a>',
      '&amp;tab=fundraisers">מגייסי תרומות</a>',
    ],
    settings: [
      '<h2 id="p2p-settings-title">הגדרות</h2>',
      '<dt>סטטוס</dt><dd>פעיל</dd>',
      '<dt>יעד</dt><dd>',
      '₪</dd>',
      '<dt>אישור צוותים</dt><dd>נדרש</dd>',
      '<dt>אישור מגייסי תרומות</dt><dd>נדרש</dd>',
    ],
    add: [
      '<h1>הוספת קמפיין</h1>',
      '<label for="p2p-title">כותרת הקמפיין</label>',
      '<label for="p2p-goal">יעד ב־ILS (סכום שלם)</label>',
      'value="active" checked> פעיל</label>',
      'value="draft"> טיוטה</label>',
      '<button type="submit">הוספת קמפיין</button>',
    ],
    addErrors: ['הקמפיין לא נוסף. יש לבדוק את השדות שלמטה.', 'יש להזין כותרת לקמפיין.'],
    added: 'קמפיין P2P חדש נוסף',
    forbidden: ['<title>הגישה נדחתה</title>', 'אין לך הרשאה לגשת לדף הזה.', 'מעבר לאתר'],
    noCampaign: ['<h1>הקמפיין לא נמצא</h1>'],
    noPage: ['<h1>הדף לא נמצא</h1>', 'דף הניהול הזה לא קיים.'],
    login: [
      '<title>התחברות</title>',
      '<label for="user_login">שם משתמש או כתובת אימייל</label>',
      '<label for="user_pass">סיסמה</label>',
      '<button type="submit">התחברות</button>',
      '">שכחת את הסיסמה?</a>',
    ],
    loginFailed: 'שם המשתמש או הסיסמה שגויים.',
    loginLimited: 'יותר מדי ניסיונות התחברות שנכשלו. יש לנסות שוב בעוד 1 דקה.',
    reset: [
      '<h1>איפוס הסיסמה שלך</h1>',
      'יש להזין סיסמה חדשה עבור <strong>solo</strong>: לפחות 6 תווים.',
      '<label for="pass1">סיסמה חדשה</label>',
      '<button type="submit">שמירת הסיסמה</button>',
    ],
    resetInvalid: ['<h1>איפוס סיסמה</h1>', 'נראה שהקישור לאיפוס הסיסמה אינו תקין.', '">בקשת קישור חדש</a>'],
    logout: ['<h1>להתנתק?</h1>', '">להישאר מחובר/ת</a>'],
    outbox: ['<h1>דואר יוצא</h1>', 'עדיין אין דואר.'],
    notFound: ['<h1>הדף לא נמצא</h1>'],
  },
};

/** English a German or Hebrew visitor must not see in the host's own text (the page's scripts aside). */
const ENGLISH_CHROME = [
  'Skip to main content',
  'Reference host',
  'Howdy',
  'Log Out',
  'Main menu',
  'P2P Campaigns',
  'Add Campaign',
  'Outbox',
  'Edit campaign',
  'View Campaign',
  'Settings',
  'Fundraisers',
  'Campaign title',
  'Required',
  'Sorry, you are not allowed',
  'Go to the site',
  'Username or Email Address',
  'Password',
  'Lost your password?',
];

/** The page without its scripts (the admin app's translation data holds the English msgids as keys). */
const withoutScripts = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

const hosts = new Map<string, TestHost>();
afterAll(() => {
  for (const t of hosts.values()) t.close();
});

describe.each(Object.keys(EXPECTED) as Array<keyof typeof EXPECTED>)('the host’s own pages in %s', (locale) => {
  const want = EXPECTED[locale];
  let t: TestHost;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestHost(locale === 'en_US' ? {} : { locale });
    hosts.set(locale, t);
    admin = new Client(t);
    await admin.login('admin@example.org');
  }, 60_000);

  async function html(client: Client, path: string, status = 200): Promise<string> {
    const res = await client.request(path);
    expect([path, res.status]).toEqual([path, status]);
    return res.text();
  }

  const expectAll = (page: string, strings: readonly string[]) => {
    for (const text of strings) expect(page).toContain(text);
  };

  const expectLanguage = (page: string) => expect(page).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html ${want.attrs}>`));

  const expectNoEnglish = (page: string) => {
    if (locale === 'en_US') return;
    const text = withoutScripts(page);
    for (const english of ENGLISH_CHROME) expect(text).not.toContain(english);
  };

  it('admin pages: the admin bar, skip link and menu, the edit header and tabs, settings, the add form', async () => {
    for (const path of [LIST, TEAMS, SETTINGS, ADD]) {
      const page = await html(admin, path);
      expectLanguage(page);
      expectAll(page, want.chrome);
      expectNoEnglish(page);
    }
    expectAll(await html(admin, TEAMS), want.header);
    expectAll(await html(admin, SETTINGS), want.settings);
    expectAll(await html(admin, ADD), want.add);
  });

  it('the add form’s errors and the notice after adding', async () => {
    const nonce = /name="give-p2p-nonce" value="([^"]+)"/.exec(await html(admin, ADD))?.[1] ?? '';
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return admin.request(ADD, { method: 'POST', body, redirect: 'manual' });
    };
    const bad = await post({ 'give-p2p-nonce': nonce, title: '', goal: 'ten', status: 'active' });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expectLanguage(page);
    expectAll(page, want.addErrors);
    expectNoEnglish(page);
    const good = await post({ 'give-p2p-nonce': nonce, title: `Lake Swim ${locale}`, goal: '5000', status: 'draft' });
    expect(good.status).toBe(303);
    const added = await html(admin, good.headers.get('location') ?? '');
    expect(added).toContain(`<div class="notice notice-success" role="status"><p>${want.added}</p></div>`);
  });

  it('wp_die pages: 403 for a non-administrator, 404 for an unknown campaign or admin page', async () => {
    const fundraiser = new Client(t);
    await fundraiser.login('fundraiser@example.org');
    const forbidden = await html(fundraiser, LIST, 403);
    expectLanguage(forbidden);
    expectAll(forbidden, want.forbidden);
    expectNoEnglish(forbidden);
    const noCampaign = await html(admin, `${ADMIN}?page=p2p-edit-campaign&id=999`, 404);
    expectLanguage(noCampaign);
    expectAll(noCampaign, want.noCampaign);
    const noPage = await html(admin, `${ADMIN}?page=nope`, 404);
    expectLanguage(noPage);
    expectAll(noPage, want.noPage);
  });

  it('/wp-login.php: the form, a failed login, the reset form and an invalid reset link', async () => {
    const guest = new Client(t);
    const login = await html(guest, '/wp-login.php');
    expectLanguage(login);
    expectAll(login, want.login);
    expectNoEnglish(login);
    const attempt = (log: string) =>
      guest.request('/wp-login.php', {
        method: 'POST',
        body: new URLSearchParams({ log, pwd: 'wrong-password' }),
        headers: { origin: ORIGIN },
      });
    const failed = await attempt('admin');
    expect(failed.status).toBe(400);
    const failedPage = await failed.text();
    expectLanguage(failedPage);
    expect(failedPage).toContain(`<p class="error" role="alert" id="form-error">${want.loginFailed}</p>`);
    // An account nobody has, from an address of its own: the limit (per account and per address) locks out no one
    // the other tests log in as.
    guest.peer = '127.0.0.99';
    for (let i = 0; i < AUTH_ATTEMPTS; i++) expect((await attempt('nobody-here')).status).toBe(400);
    const limited = await attempt('nobody-here');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(want.loginLimited);

    const key = createResetKey(t.host.db, 5, 1); // solo@example.org
    const reset = await html(guest, `/wp-login.php?action=rp&key=${key}&login=solo`);
    expectLanguage(reset);
    expectAll(reset, want.reset);
    expectNoEnglish(reset);
    const invalid = await html(guest, '/wp-login.php?action=rp&key=nope&login=solo', 403);
    expectLanguage(invalid);
    expectAll(invalid, want.resetInvalid);
  });

  it('the logout confirmation, the outbox and the theme’s 404', async () => {
    const signedIn = new Client(t);
    await signedIn.login('fundraiser@example.org');
    const logout = await html(signedIn, '/logout/?redirect_to=/', 403);
    expectLanguage(logout);
    expectAll(logout, want.logout);
    const outbox = await html(new Client(t), '/outbox/');
    expectLanguage(outbox);
    expectAll(outbox, want.outbox);
    expectNoEnglish(outbox);
    const notFound = await html(new Client(t), '/no-such-page/', 404);
    expectLanguage(notFound);
    expectAll(notFound, want.notFound);
  });

  it('the donation form frame stays English and says so: it is another plugin’s page', async () => {
    const form = await html(new Client(t), '/give-form/?campaign=1');
    expect(form).toMatch(/^<!DOCTYPE html>\n<html lang="en-US">/);
  });
});

describe('which strings are whose', () => {
  const pot = readFileSync(POT_PATH, 'utf8');
  /** msgids of the template's entries that the host's files print. */
  const hostEntries = pot
    .split(/\n\n+/)
    .filter((block) => /^#: host\//m.test(block))
    .map((block) =>
      (/^msgid ((?:".*"\n?)+)/m.exec(block)?.[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/^"|"$/g, ''))
        .join(''),
    );

  it('the plugin’s strings the host prints are in the template, with a note for the placeholder', () => {
    for (const msgid of ['P2P Campaigns', 'Add Campaign', 'View Campaign', 'New P2P Campaign added', 'Settings']) {
      expect(hostEntries).toContain(msgid);
    }
    expect(pot).toMatch(/#: host\/admin\/pages\.ts:\d+\n#\. %s: the campaign's title\nmsgid "Edit campaign: %s"/);
  });

  it('WordPress core’s strings are not: they come from WordPress’s own translations', () => {
    for (const msgid of hostEntries) expect(CORE_STRINGS).not.toContain(msgid);
    for (const msgid of ['Howdy, %s', 'Log Out', 'Skip to main content', 'Username or Email Address', 'Log In']) {
      expect(pot).not.toContain(`msgid "${msgid}"`);
    }
  });
});
