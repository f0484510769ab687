import type { Translation } from '../en';

const auth: Translation['auth'] = {
  login: {
    title: 'Iniciar sesión',
    heading: 'Inicie sesión en el portal del club',
    memberTab: 'Socio',
    staffTab: 'Personal',
    memberCode: 'Código de socio',
    pin: 'PIN',
    staffCode: 'Código de personal',
    password: 'Contraseña',
    submitMember: 'Entrar como socio',
    submitStaff: 'Entrar como personal',
    register: 'Activar acceso en línea',
    forgotPin: '¿Olvidó su PIN?',
    forgotPassword: '¿Olvidó su contraseña?',
    trouble: '¿Problemas para iniciar sesión?',
  },
  register: {
    title: 'Activar acceso en línea',
    intro:
      'Introduzca su código de socio y el correo electrónico que el club tiene registrado. Le enviaremos un enlace de un solo uso para establecer su PIN.',
    memberCode: 'Código de socio',
    email: 'Correo electrónico registrado',
    submit: 'Enviar enlace de activación',
  },
  forgotPin: {
    title: 'PIN olvidado',
    intro:
      'Introduzca su código de socio y el correo electrónico que el club tiene registrado. Le enviaremos un PIN temporal; al iniciar sesión con él elegirá un PIN nuevo. Su PIN actual sigue funcionando.',
    memberCode: 'Código de socio',
    email: 'Correo electrónico registrado',
    submit: 'Enviar PIN temporal',
  },
  forgotPassword: {
    title: 'Contraseña olvidada',
    intro:
      'Introduzca su código de personal y su correo electrónico. Le enviaremos una contraseña temporal; al iniciar sesión con ella elegirá una contraseña nueva.',
    staffCode: 'Código de personal',
    email: 'Correo electrónico',
    submit: 'Enviar contraseña temporal',
  },
  loginTrouble: {
    title: 'Problemas para iniciar sesión',
    intro: 'Cuéntenos qué ha fallado y el administrador de TI se pondrá en contacto con usted.',
    name: 'Su nombre',
    code: 'Código de socio o de personal (opcional)',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    message: 'Describa el problema',
    submit: 'Enviar al administrador de TI',
  },
  resetPassword: {
    title: 'Establecer credenciales',
    checking: 'Comprobando su enlace…',
    invalidTitle: 'Este enlace no es válido o ha caducado',
    invalidText:
      'Los enlaces solo pueden usarse una vez y caducan pasado un tiempo. Solicite un enlace nuevo e inténtelo de nuevo.',
    requestPin: 'Solicitar un nuevo enlace de PIN',
    requestPassword: 'Solicitar un nuevo enlace de contraseña',
    setPin: 'Establezca su PIN',
    setPassword: 'Establezca su contraseña',
    forCode: 'Para {{code}}',
    newPin: 'Nuevo PIN',
    confirmPin: 'Confirme el nuevo PIN',
    pinHint: 'De 4 a 6 dígitos',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    passwordHint: 'Al menos 10 caracteres, con una letra y un dígito',
    submitPin: 'Establecer PIN',
    submitPassword: 'Establecer contraseña',
    donePin: 'Su PIN se ha establecido. Ya puede iniciar sesión.',
    donePassword: 'Su contraseña se ha establecido. Ya puede iniciar sesión.',
    goToLogin: 'Ir a iniciar sesión',
  },
  changePin: {
    title: 'Cambiar PIN',
    intro: 'Su PIN tiene de 4 a 6 dígitos.',
    mustChange: 'Ha iniciado sesión con un PIN temporal. Establezca un nuevo PIN para continuar.',
    currentPin: 'PIN actual',
    newPin: 'Nuevo PIN',
    confirmPin: 'Confirme el nuevo PIN',
    submit: 'Cambiar PIN',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    intro: 'Una contraseña tiene al menos 10 caracteres, con al menos una letra y un dígito.',
    mustChange:
      'Ha iniciado sesión con una contraseña temporal. Establezca una nueva contraseña para continuar.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    submit: 'Cambiar contraseña',
  },
  actAs: {
    title: 'Actuar como socio',
    intro:
      'Introduzca el código del socio al que atiende en recepción. Todo lo que haga queda registrado como hecho por usted para ese socio.',
    memberCode: 'Código de socio',
    submit: 'Actuar como este socio',
    current: 'Está actuando como {{name}} ({{code}}).',
  },
  acting: {
    banner: 'Actuando como {{name}} ({{code}})',
    changeMember: 'Cambiar de socio',
    stopActing: 'Dejar de actuar',
  },
  userMenu: {
    changePin: 'Cambiar PIN',
    changePassword: 'Cambiar contraseña',
    signOut: 'Cerrar sesión',
  },
};

export default auth;
