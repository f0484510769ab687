import { z } from 'zod';
import { ROLES, STAFF_ROLES } from './core.ts';

export { ROLE, ROLES, STAFF_ROLES, hasAnyRole, intersectRoles } from './core.ts';
export type { Role, StaffRole } from './core.ts';

export const roleSchema = z.enum(ROLES);
export const staffRoleSchema = z.enum(STAFF_ROLES);
