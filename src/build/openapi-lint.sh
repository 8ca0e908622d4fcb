#!/usr/bin/env bash
# Lints the OpenAPI documents with Redocly CLI and Spectral, at the versions pinned in src/build/openapi-lint/
# (package.json and package-lock.json), and fails on any error. Rules and the one recorded exception are in
# redocly.yaml, .redocly.lint-ignore.yaml and spectral.yaml there. The build runs it in `verify` (sdk/codegen);
# -Ddgq.openapi.lint.skip=true skips it. Needs node and npm; installs the linters under the given work directory
# (default target/openapi-lint) with `npm ci`, again only when the lock file changed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
config="$root/src/build/openapi-lint"
work="${1:-$root/target/openapi-lint}"
documents=("$root/src/docs/openapi.json" "$root/src/docs/published/openapi.json" "$root/src/docs/admin-openapi.json")

for tool in node npm; do
  command -v "$tool" > /dev/null || {
    echo "openapi-lint: $tool is not installed; install Node.js 20 or later, or skip with -Ddgq.openapi.lint.skip=true" >&2
    exit 1
  }
done

mkdir -p "$work"
if ! cmp -s "$config/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$config/package.json" "$config/package-lock.json" "$work/"
  (cd "$work" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi

export NO_UPDATE_NOTIFIER=1 REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
cd "$work"
# The two linters side by side (node keeps one core busy each), their reports printed one after the other.
./node_modules/.bin/redocly lint --config "$config/redocly.yaml" --format=summary "${documents[@]}" \
  > redocly.out 2>&1 &
redocly=$!
./node_modules/.bin/spectral lint --ruleset "$config/spectral.yaml" --fail-severity=error --display-only-failures \
  "${documents[@]}" > spectral.out 2>&1 &
spectral=$!
status=0
wait "$redocly" || status=1
echo "== Redocly CLI"
cat redocly.out
wait "$spectral" || status=1
echo "== Spectral"
cat spectral.out
exit "$status"
