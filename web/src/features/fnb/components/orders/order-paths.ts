import { PATHS, paths } from '../../../../app/paths';
/** The staff order screens' paths (admin/restaurant/..., from the app's paths table). */
export const MANAGE_ORDERS_PATH = PATHS.fnbManageOrders;
export const KITCHEN_PATH = PATHS.fnbKitchen;
export const orderDetailPath = paths.fnbOrderDetail;
export const orderTicketPath = paths.fnbOrderTicket;
