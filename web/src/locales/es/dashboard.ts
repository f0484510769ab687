import type { Translation } from '../en';

const dashboard: Translation['dashboard'] = {
  title: 'Panel',
  welcome: 'Bienvenido, {{name}}',
  memberCode: 'Código de socio',
  status: 'Estado de la membresía',
  lastLogin: 'Último inicio de sesión',
  firstLogin: 'Este es su primer inicio de sesión.',
  restrictedTitle: 'Su membresía está {{status}}',
  restrictedText:
    'Puede consultar sus extractos y pagar sus cuotas, pero no puede hacer pedidos ni reservas hasta que su membresía vuelva a estar activa.',
  role: 'Su función',
  staffCode: 'Código de personal',
  yourScreens: 'Sus pantallas',
  actingNote:
    'Está actuando en nombre de este socio. Todo lo que haga queda registrado como hecho por usted en su nombre.',
};

export default dashboard;
