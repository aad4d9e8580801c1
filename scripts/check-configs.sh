#!/usr/bin/env bash
# Validates every config under Configs/ (except Configs/schema/ and generated exports/ and recordings/) with `panel-sandbox check`, and,
# when Configs/schema exists and python3 has the jsonschema package, against the JSON Schema its
# "$schema" names. Prints one line per problem and a summary; exits 1 if any file fails.
#
# Usage: scripts/check-configs.sh PATH/TO/panel-sandbox
set -uo pipefail

if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  echo "usage: $0 PATH/TO/panel-sandbox" >&2
  exit 2
fi
binary="$1"
if [ ! -x "$binary" ]; then
  echo "error: '$binary' is not an executable (build it first: swift build -c release)" >&2
  exit 2
fi
# Resolve the binary before leaving the caller's directory.
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
cd "$(dirname "$0")/.."

configs=()
if [ -d Configs ]; then
  while IFS= read -r -d '' file; do configs+=("$file"); done \
    < <(find Configs \( -path Configs/schema -o -name exports -o -name recordings \) -prune -o -type f -name '*.json' -print0 | sort -z)
fi

declare -A failed=()
for file in "${configs[@]}"; do
  if ! "$binary" check "$file"; then failed["$file"]=1; fi
done

# Schema validation is optional: it needs the schemas and python3 with jsonschema.
if [ -d Configs/schema ] && [ "${#configs[@]}" -gt 0 ] && command -v python3 >/dev/null \
  && python3 -c 'import jsonschema' 2>/dev/null; then
  # Prints the files that fail on stdout, one per line; the reasons go to stderr.
  while IFS= read -r file; do
    [ -n "$file" ] && failed["$file"]=1
  done < <(python3 - "${configs[@]}" <<'PYTHON'
import json, os, sys, pathlib
import jsonschema
from jsonschema.exceptions import best_match

def schema_path(config_path, reference):
    """The schema file named by "$schema": relative to the config, else by name in Configs/schema."""
    candidate = pathlib.Path(config_path).parent / reference
    if "://" not in reference and candidate.is_file():
        return candidate
    by_name = pathlib.Path("Configs/schema") / os.path.basename(reference)
    return by_name if by_name.is_file() else None

def validator(path):
    schema = json.loads(path.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    try:
        # jsonschema ≥ 4.18: resolve "$ref"s to sibling schema files with `referencing`.
        from referencing import Registry, Resource
        def retrieve(uri):
            target = pathlib.Path(uri.removeprefix("file://"))
            if not target.is_absolute():
                target = path.parent / target
            return Resource.from_contents(json.loads(target.read_text(encoding="utf-8")))
        return cls(schema, registry=Registry(retrieve=retrieve))
    except ImportError:
        resolver = jsonschema.RefResolver(base_uri=path.resolve().as_uri(), referrer=schema)
        return cls(schema, resolver=resolver)

def leaves(error):
    """The errors that say why: an anyOf/oneOf error only says "not valid under any of the given
    schemas", so report every error of its most relevant branch instead (recursively)."""
    best = best_match([error])
    if not error.context or best is error:
        return [error]
    branch = best
    while branch.parent is not error:
        branch = branch.parent
    index = branch.relative_schema_path[0]
    return [leaf for e in error.context if e.relative_schema_path[0] == index for leaf in leaves(e)]

for config in sys.argv[1:]:
    try:
        data = json.loads(pathlib.Path(config).read_text(encoding="utf-8"))
    except Exception:
        continue  # `panel-sandbox check` has already reported it
    reference = data.get("$schema") if isinstance(data, dict) else None
    if not isinstance(reference, str):
        continue
    path = schema_path(config, reference)
    if path is None:
        print(f"{config}: error: the schema '{reference}' named by \"$schema\" does not exist", file=sys.stderr)
        print(config)
        continue
    try:
        errors = [leaf for error in validator(path).iter_errors(data) for leaf in leaves(error)]
        errors.sort(key=lambda e: list(e.absolute_path))
    except Exception as error:
        print(f"{config}: error: cannot use the schema {path}: {error}", file=sys.stderr)
        print(config)
        continue
    for error in errors:
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{config}: error: schema {path.name}: at {where}: {error.message}", file=sys.stderr)
    if errors:
        print(config)
PYTHON
  )
elif [ -d Configs/schema ]; then
  echo "note: python3 with jsonschema not found (apt-get install python3-jsonschema); skipping schema validation" >&2
fi

total=${#configs[@]}
failures=${#failed[@]}
echo "configs: $((total - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
