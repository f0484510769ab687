#!/usr/bin/env bash
# drizzle-kit resolves drizzle-orm from where it is installed (the root node_modules), but npm
# keeps drizzle-orm inside server/ (its optional peers conflict at the root): link it first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd .. && pwd)
[ -e "$root/node_modules/drizzle-orm" ] || ln -s ../server/node_modules/drizzle-orm "$root/node_modules/drizzle-orm"
exec "$root/node_modules/.bin/drizzle-kit" "$@"
