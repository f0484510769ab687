import type { Translation } from '../en';

const auth: Translation['auth'] = {
  login: {
    title: 'Anmelden',
    heading: 'Im Clubportal anmelden',
    memberTab: 'Mitglied',
    staffTab: 'Personal',
    memberCode: 'Mitgliedsnummer',
    pin: 'PIN',
    staffCode: 'Personalkennung',
    password: 'Passwort',
    submitMember: 'Als Mitglied anmelden',
    submitStaff: 'Als Personal anmelden',
    register: 'Online-Zugang aktivieren',
    forgotPin: 'PIN vergessen?',
    forgotPassword: 'Passwort vergessen?',
    trouble: 'Probleme bei der Anmeldung?',
  },
  register: {
    title: 'Online-Zugang aktivieren',
    intro:
      'Geben Sie Ihre Mitgliedsnummer und die beim Club hinterlegte E-Mail-Adresse ein. Wir senden Ihnen einen einmaligen Link, um Ihre PIN festzulegen.',
    memberCode: 'Mitgliedsnummer',
    email: 'Hinterlegte E-Mail-Adresse',
    submit: 'Aktivierungslink senden',
  },
  forgotPin: {
    title: 'PIN vergessen',
    intro:
      'Geben Sie Ihre Mitgliedsnummer und die beim Club hinterlegte E-Mail-Adresse ein. Wir senden Ihnen eine vorläufige PIN; bei der Anmeldung damit wählen Sie eine neue PIN. Ihre bisherige PIN gilt weiter.',
    memberCode: 'Mitgliedsnummer',
    email: 'Hinterlegte E-Mail-Adresse',
    submit: 'Vorläufige PIN senden',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie Ihren Mitarbeitercode und Ihre E-Mail-Adresse ein. Wir senden Ihnen ein vorläufiges Passwort; bei der Anmeldung damit wählen Sie ein neues Passwort.',
    staffCode: 'Personalkennung',
    email: 'E-Mail',
    submit: 'Vorläufiges Passwort senden',
  },
  loginTrouble: {
    title: 'Probleme bei der Anmeldung',
    intro:
      'Beschreiben Sie, was nicht funktioniert hat, und der IT-Administrator meldet sich bei Ihnen.',
    name: 'Ihr Name',
    code: 'Mitgliedsnummer oder Personalkennung (optional)',
    email: 'E-Mail',
    phone: 'Telefon (optional)',
    message: 'Beschreiben Sie das Problem',
    submit: 'An den IT-Administrator senden',
  },
  resetPassword: {
    title: 'Zugangsdaten festlegen',
    checking: 'Ihr Link wird geprüft…',
    invalidTitle: 'Dieser Link ist ungültig oder abgelaufen',
    invalidText:
      'Links können nur einmal verwendet werden und laufen nach einiger Zeit ab. Fordern Sie einen neuen Link an und versuchen Sie es erneut.',
    requestPin: 'Neuen PIN-Link anfordern',
    requestPassword: 'Neuen Passwort-Link anfordern',
    setPin: 'Legen Sie Ihre PIN fest',
    setPassword: 'Legen Sie Ihr Passwort fest',
    forCode: 'Für {{code}}',
    newPin: 'Neue PIN',
    confirmPin: 'Neue PIN bestätigen',
    pinHint: '4 bis 6 Ziffern',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    passwordHint: 'Mindestens 10 Zeichen, mit einem Buchstaben und einer Ziffer',
    submitPin: 'PIN festlegen',
    submitPassword: 'Passwort festlegen',
    donePin: 'Ihre PIN wurde festgelegt. Sie können sich jetzt anmelden.',
    donePassword: 'Ihr Passwort wurde festgelegt. Sie können sich jetzt anmelden.',
    goToLogin: 'Zur Anmeldung',
  },
  changePin: {
    title: 'PIN ändern',
    intro: 'Ihre PIN besteht aus 4 bis 6 Ziffern.',
    mustChange:
      'Sie haben sich mit einer vorläufigen PIN angemeldet. Legen Sie eine neue PIN fest, um fortzufahren.',
    currentPin: 'Aktuelle PIN',
    newPin: 'Neue PIN',
    confirmPin: 'Neue PIN bestätigen',
    submit: 'PIN ändern',
  },
  changePassword: {
    title: 'Passwort ändern',
    intro:
      'Ein Passwort hat mindestens 10 Zeichen, mit mindestens einem Buchstaben und einer Ziffer.',
    mustChange:
      'Sie haben sich mit einem vorläufigen Passwort angemeldet. Legen Sie ein neues Passwort fest, um fortzufahren.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    submit: 'Passwort ändern',
  },
  actAs: {
    title: 'Als Mitglied handeln',
    intro:
      'Geben Sie die Nummer des Mitglieds ein, das Sie am Empfang bedienen. Alles, was Sie tun, wird als von Ihnen für dieses Mitglied ausgeführt gespeichert.',
    memberCode: 'Mitgliedsnummer',
    submit: 'Als dieses Mitglied handeln',
    current: 'Sie handeln als {{name}} ({{code}}).',
  },
  acting: {
    banner: 'Handelt als {{name}} ({{code}})',
    changeMember: 'Mitglied wechseln',
    stopActing: 'Vertretung beenden',
  },
  userMenu: {
    changePin: 'PIN ändern',
    changePassword: 'Passwort ändern',
    signOut: 'Abmelden',
  },
};

export default auth;
