import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANQUETS_API,
  banquetCourseList,
  banquetCourseRequest,
  banquetCourseSchema,
  banquetDishRequest,
  banquetDishSchema,
  banquetPackageList,
  banquetPackageRequest,
  banquetPackageSchema,
  banquetPackageUpdateRequest,
  ROLE,
} from '@club/contracts';
import { catalogRoutes } from '../../../plugins/route-table.ts';
import { listCourses } from './list-courses.ts';
import { listPackages } from './list-packages.ts';
import { removeCourse } from './remove-course.ts';
import { removePackage } from './remove-package.ts';
import { saveCourse } from './save-course.ts';
import { saveDish } from './save-dish.ts';
import { savePackage } from './save-package.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];

/** The banquet menus (banquet/ManageBanquetMenu, ManageBanquetMenuItem): packages, courses, dishes. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogRoutes(app, {
    url: BANQUETS_API.packages,
    tags,
    access: ADMIN,
    list: { summary: 'Menu packages', response: banquetPackageList, run: listPackages },
    add: {
      summary: 'Add a menu package',
      body: banquetPackageRequest,
      response: banquetPackageSchema,
      run: savePackage,
    },
    change: {
      summary: 'Change a menu package (at the version seen, else 409 package_changed)',
      body: banquetPackageUpdateRequest,
      response: banquetPackageSchema,
      run: savePackage,
    },
    remove: { summary: 'Delete a menu package', run: removePackage },
  });
  catalogRoutes(app, {
    url: BANQUETS_API.courses,
    tags,
    access: ADMIN,
    list: { summary: 'Courses with their dishes', response: banquetCourseList, run: listCourses },
    add: {
      summary: 'Add a course',
      body: banquetCourseRequest,
      response: banquetCourseSchema,
      run: saveCourse,
    },
    change: {
      summary: 'Change a course',
      body: banquetCourseRequest,
      response: banquetCourseSchema,
      run: saveCourse,
    },
    remove: { summary: 'Delete a course without dishes', run: removeCourse },
  });
  catalogRoutes(app, {
    url: BANQUETS_API.dishes,
    tags,
    access: ADMIN,
    add: {
      summary: 'Add a dish to a course',
      body: banquetDishRequest,
      response: banquetDishSchema,
      run: saveDish,
    },
    change: {
      summary: 'Change a dish',
      body: banquetDishRequest,
      response: banquetDishSchema,
      run: saveDish,
    },
  });
};
