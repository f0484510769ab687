import { areaNamespaces } from './areas';
import { publicNamespaces } from './public';
import { keySpace } from '../key-space';

/** English, one object per namespace: the area's name, plus common. */
export const namespaces = { ...publicNamespaces, ...areaNamespaces };

export default keySpace(namespaces);

export type Namespaces = typeof namespaces;
export type Namespace = keyof Namespaces;

/** The namespaces, common first (the default). */
export const NAMESPACES = Object.keys(namespaces) as Namespace[];

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The shape every language has: exactly en's keys, any texts. */
export type Translation = { [N in Namespace]: Shape<Namespaces[N]> };
