/** The staff order screens' paths (app/routes.tsx: admin/restaurant/...). */
export const MANAGE_ORDERS_PATH = '/admin/restaurant/ManageOrder';
export const KITCHEN_PATH = '/admin/restaurant/Kitchen';
/** The admin menu screen where an item is marked sold out for today (fnb admin menus). */
export const MANAGE_MENU_PATH = '/admin/restaurant/ManageMenu';
export const orderDetailPath = (id: number) => `/admin/restaurant/OrderDetail/${id}`;
export const orderTicketPath = (id: number) => `/admin/restaurant/OrderTicket/${id}`;
