import type { TransformedText } from '@wordpress/i18n';

/*
 * Text the reference host prints where WordPress CORE (or the theme, or the host's own demo tools) would: the
 * admin bar, the login and password-reset pages, wp_die's pages. On a WordPress site these strings come from
 * WordPress's own language packs, not from the plugin's text domain, so they stay out of the plugin's .pot
 * (the extractor reads __()/_x()/_n()/_nx() calls; this table is called as core(), which it ignores).
 *
 * The German and Hebrew wording follows what WordPress de_DE (informal "du") and he_IL show for the core
 * strings, as far as the host's wording matches core's; the host's own sentences use the same terms. Every
 * entry carries both languages (a missing one is a type error); other locales print the English.
 */
const CORE_LOCALES = ['de_DE', 'he_IL'] as const;
type CoreLocale = (typeof CORE_LOCALES)[number];

const CORE = {
  // ---- wp-admin chrome (wp-admin/admin-header.php, the admin bar, the admin menu) ----------------------------
  'Skip to main content': { de_DE: 'Zum Hauptinhalt springen', he_IL: 'דילוג לתוכן הראשי' },
  /* %s: the user's display name */
  'Howdy, %s': { de_DE: 'Willkommen, %s', he_IL: 'שלום, %s' },
  'Log Out': { de_DE: 'Abmelden', he_IL: 'התנתקות' },
  'Main menu': { de_DE: 'Hauptmenü', he_IL: 'תפריט ראשי' },
  // ---- wp_die() pages ----------------------------------------------------------------------------------------
  'Sorry, you are not allowed to access this page.': {
    de_DE: 'Du bist leider nicht berechtigt, auf diese Seite zuzugreifen.',
    he_IL: 'אין לך הרשאה לגשת לדף הזה.',
  },
  Forbidden: { de_DE: 'Zugriff verweigert', he_IL: 'הגישה נדחתה' },
  'Page not found': { de_DE: 'Seite nicht gefunden', he_IL: 'הדף לא נמצא' },
  'This admin page does not exist.': {
    de_DE: 'Diese Verwaltungsseite existiert nicht.',
    he_IL: 'דף הניהול הזה לא קיים.',
  },
  'Go to the site': { de_DE: 'Zur Website', he_IL: 'מעבר לאתר' },
  /* wp_nonce_ays(): a form's nonce did not check out */
  'The link you followed has expired. Please try again.': {
    de_DE: 'Der Link, dem du gefolgt bist, ist abgelaufen. Bitte versuche es erneut.',
    he_IL: 'תוקף הקישור שלחצת עליו פג. יש לנסות שוב.',
  },
  // ---- The theme's 404 ---------------------------------------------------------------------------------------
  'Nothing lives at this address.': {
    de_DE: 'Unter dieser Adresse gibt es nichts.',
    he_IL: 'אין שום דבר בכתובת הזו.',
  },
  // ---- wp-login.php ------------------------------------------------------------------------------------------
  'Log in': { de_DE: 'Anmelden', he_IL: 'התחברות' },
  'Username or Email Address': { de_DE: 'Benutzername oder E-Mail-Adresse', he_IL: 'שם משתמש או כתובת אימייל' },
  Password: { de_DE: 'Passwort', he_IL: 'סיסמה' },
  'Log In': { de_DE: 'Anmelden', he_IL: 'התחברות' },
  'Lost your password?': { de_DE: 'Passwort vergessen?', he_IL: 'שכחת את הסיסמה?' },
  'Invalid username or password.': {
    de_DE: 'Ungültiger Benutzername oder ungültiges Passwort.',
    he_IL: 'שם המשתמש או הסיסמה שגויים.',
  },
  'Enter your username or email address and your password.': {
    de_DE: 'Gib deinen Benutzernamen oder deine E-Mail-Adresse und dein Passwort ein.',
    he_IL: 'יש להזין שם משתמש או כתובת אימייל, וסיסמה.',
  },
  'This form was sent from another site.': {
    de_DE: 'Dieses Formular wurde von einer anderen Website gesendet.',
    he_IL: 'הטופס הזה נשלח מאתר אחר.',
  },
  /* %s: how long to wait, e.g. "5 minutes" */
  'Too many failed login attempts. Please try again in %s.': {
    de_DE: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in %s erneut.',
    he_IL: 'יותר מדי ניסיונות התחברות שנכשלו. יש לנסות שוב בעוד %s.',
  },
  // ---- wp-login.php?action=rp (password reset) ---------------------------------------------------------------
  'Password reset': { de_DE: 'Passwort zurücksetzen', he_IL: 'איפוס סיסמה' },
  'Reset your password': { de_DE: 'Setze dein Passwort zurück', he_IL: 'איפוס הסיסמה שלך' },
  'Your password reset link appears to be invalid. Please request a new link.': {
    de_DE: 'Dein Link zum Zurücksetzen des Passworts scheint ungültig zu sein. Bitte fordere einen neuen Link an.',
    he_IL: 'נראה שהקישור לאיפוס הסיסמה אינו תקין. יש לבקש קישור חדש.',
  },
  'Your password reset link has expired. Please request a new link.': {
    de_DE: 'Dein Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordere einen neuen Link an.',
    he_IL: 'תוקף הקישור לאיפוס הסיסמה פג. יש לבקש קישור חדש.',
  },
  'This password reset link has already been used. Log in with your new password, or request a new link.': {
    de_DE:
      'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Melde dich mit deinem neuen Passwort an oder fordere einen neuen Link an.',
    he_IL: 'כבר נעשה שימוש בקישור הזה לאיפוס הסיסמה. אפשר להתחבר עם הסיסמה החדשה או לבקש קישור חדש.',
  },
  'Request a new link': { de_DE: 'Neuen Link anfordern', he_IL: 'בקשת קישור חדש' },
  /* %s: the campaign's title (WordPress: "← Go to %s", the site's title, under every login page) */
  'Back to %s': { de_DE: 'Zurück zu %s', he_IL: 'חזרה ל־%s' },
  /* 1: the account's username, 2: the fewest characters a password may have */
  'Enter a new password for %1$s: at least %2$s characters.': {
    de_DE: 'Gib ein neues Passwort für %1$s ein: mindestens %2$s Zeichen.',
    he_IL: 'יש להזין סיסמה חדשה עבור %1$s: לפחות %2$s תווים.',
  },
  'New password': { de_DE: 'Neues Passwort', he_IL: 'סיסמה חדשה' },
  'Confirm new password': { de_DE: 'Neues Passwort bestätigen', he_IL: 'אימות הסיסמה החדשה' },
  'Save Password': { de_DE: 'Passwort speichern', he_IL: 'שמירת הסיסמה' },
  /* %s: the fewest characters a password may have */
  'Password must have at least %s characters': {
    de_DE: 'Das Passwort muss mindestens %s Zeichen haben',
    he_IL: 'הסיסמה צריכה להכיל לפחות %s תווים',
  },
  /* %s: the most characters a password may have */
  'Password must be at most %s characters.': {
    de_DE: 'Das Passwort darf höchstens %s Zeichen haben.',
    he_IL: 'הסיסמה יכולה להכיל עד %s תווים.',
  },
  'The passwords do not match': { de_DE: 'Die Passwörter stimmen nicht überein', he_IL: 'הסיסמאות אינן תואמות' },
  'Your password has been reset.': { de_DE: 'Dein Passwort wurde zurückgesetzt.', he_IL: 'הסיסמה שלך אופסה.' },
  // ---- wp_nonce_ays('log-out'): the logout confirmation ------------------------------------------------------
  'Log out?': { de_DE: 'Abmelden?', he_IL: 'להתנתק?' },
  'You are attempting to log out of this site. Do you really want to log out?': {
    de_DE: 'Du versuchst, dich von dieser Website abzumelden. Möchtest du dich wirklich abmelden?',
    he_IL: 'ביקשת להתנתק מהאתר הזה. האם באמת להתנתק?',
  },
  'Log out': { de_DE: 'Abmelden', he_IL: 'התנתקות' },
  'Stay signed in': { de_DE: 'Angemeldet bleiben', he_IL: 'להישאר מחובר/ת' },
  // ---- The reference host's own: the demo site's title and its outbox ----------------------------------------
  'Reference host': { de_DE: 'Referenz-Host', he_IL: 'שרת הייחוס' },
  Outbox: { de_DE: 'Postausgang', he_IL: 'דואר יוצא' },
  /* %s: the command-line flag (--demo) */
  'Demo mode: this host sends no mail and keeps it here instead. The page answers only requests from this machine (a loopback address) and does not exist outside demo mode (%s).':
    {
      de_DE:
        'Demo-Modus: Dieser Host versendet keine E-Mails, sondern bewahrt sie hier auf. Die Seite antwortet nur auf Anfragen von diesem Rechner (einer Loopback-Adresse) und existiert außerhalb des Demo-Modus nicht (%s).',
      he_IL:
        'מצב הדגמה: השרת הזה לא שולח דואר, אלא שומר אותו כאן. הדף עונה רק לבקשות מהמחשב הזה (כתובת loopback) ולא קיים מחוץ למצב הדגמה (%s).',
    },
  /* %s: how many mails */
  'Mail written by the reference host, newest first (%s).': {
    de_DE: 'Vom Referenz-Host geschriebene E-Mails, neueste zuerst (%s).',
    he_IL: 'דואר שנכתב בשרת הייחוס, מהחדש לישן (%s).',
  },
  'No mail yet.': { de_DE: 'Noch keine E-Mails.', he_IL: 'עדיין אין דואר.' },
  'Editing these settings is not part of the reference host; the Teams and Fundraisers tabs are.': {
    de_DE: 'Das Bearbeiten dieser Einstellungen gehört nicht zum Referenz-Host; die Tabs Teams und Fundraiser schon.',
    he_IL: 'עריכת ההגדרות האלה אינה חלק משרת הייחוס; הלשוניות צוותים ומגייסי תרומות כן.',
  },
  /* %s: the recipient's email address */
  'To %s': { de_DE: 'An %s', he_IL: 'אל %s' },
  'From %s': { de_DE: 'Von %s', he_IL: 'מאת %s' },
} as const satisfies Record<string, Record<CoreLocale, string>>;

export type CoreString = keyof typeof CORE;

const isCoreLocale = (locale: string): locale is CoreLocale => (CORE_LOCALES as readonly string[]).includes(locale);

/**
 * A core string in the site's language (English for a locale the table does not carry). Typed as
 * @wordpress/i18n's __() is, so sprintf() checks the placeholders' arguments against the English string.
 */
export type CoreText = <T extends CoreString>(text: T) => TransformedText<T>;

export function coreText(locale: string): CoreText {
  if (!isCoreLocale(locale)) return <T extends CoreString>(text: T) => text as TransformedText<T>;
  return <T extends CoreString>(text: T) => CORE[text][locale] as TransformedText<T>;
}

/** The table's English strings (for tests: none may reach the plugin's template). */
export const CORE_STRINGS = Object.keys(CORE) as CoreString[];
