# DevNet: `make run` serves the site on http://127.0.0.1:8080; `make test` runs every suite.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
NPM := npm --prefix frontend --no-audit --no-fund
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) frontend/webpack.config.js frontend/babel.config.js
PYTEST_WORKERS ?= 2

.PHONY: help install install-dev build run run-scaled test audit lint fmt check test-api test-contract test-frontend test-e2e test-storybook bench bench-xl wrk soak lighthouse migrations storybook build-storybook chromium promtool pgbouncer clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/activate setup.cfg pyproject.toml requirements.lock
	$(BIN)/pip install --quiet -c requirements.lock -e .
	@touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(BIN)/pip install --quiet -c requirements.lock -e '.[dev]'
	@touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	$(NPM) ci --loglevel=error
	@touch $@

frontend/dist/index.html: frontend/node_modules/.installed $(FRONTEND_SOURCES)
	$(NPM) run build --silent

install: $(VENV)/.installed frontend/node_modules/.installed ## Install the Python package and the npm packages

install-dev: $(VENV)/.installed-dev frontend/node_modules/.installed

build: install frontend/dist/index.html ## Install everything and build the web client

run: build ## Migrate the SQLite database under var/, seed demo content once if it is empty, serve :8080
	$(BIN)/devnet db upgrade
	$(BIN)/devnet seed --if-empty
	$(BIN)/devnet serve

run-scaled: build install-dev ## The scaled set on the local PostgreSQL and Redis: 2 web processes on :8080, worker, beat, S3 media, /metrics on 127.0.0.1:9464 (docs/operations.md)
	$(BIN)/devnet run --scaled

chromium: ## Debian's Chromium for the browser tests (never a downloaded browser)
	@test -x /usr/bin/chromium || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

pgbouncer: ## Debian's pgbouncer for the transaction-pooling test (tests/ops/test_pgbouncer.py)
	@test -x /usr/sbin/pgbouncer || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null; }

promtool: ## Debian's promtool (package prometheus) for the alert rules' tests (ops/prometheus)
	@command -v promtool >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null; }

test: install-dev frontend/dist/index.html chromium promtool pgbouncer ## Every suite: API (SQLite, then PostgreSQL + Redis), CLI, tasks, frontend unit, browser; then the audit
	$(MAKE) --no-print-directory test-api test-frontend test-e2e test-storybook audit

audit: install-dev frontend/node_modules/.installed ## Known advisories: pip-audit and npm audit --omit=dev (SKIP line when the database is unreachable)
	$(BIN)/python scripts/audit.py

lint: install-dev frontend/node_modules/.installed ## Ruff check and format --check, then ESLint and Prettier --check (npm run lint); changes nothing
	@status=0; \
	$(BIN)/ruff check . || status=1; \
	$(BIN)/ruff format --check --output-format concise . || status=1; \
	$(NPM) run lint --silent || status=1; \
	exit $$status

fmt: install-dev frontend/node_modules/.installed ## Rewrite in place: ruff format, ruff check --fix, prettier --write, eslint --fix (what is left, make lint shows)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix --exit-zero --quiet .
	$(BIN)/ruff format --quiet .
	$(NPM) run format --silent

check: lint ## The inner loop: make lint, then the SQLite half of the API, CLI and task tests (no PostgreSQL run, no browser, contract or adversarial tests) and the Jest tests
	$(BIN)/pytest -q -n $(PYTEST_WORKERS) tests --ignore=tests/e2e --ignore=tests/storybook --ignore=tests/contract --ignore=tests/adversarial --ignore=tests/ops -k "not postgres"
	$(NPM) test --silent

test-api: install-dev promtool pgbouncer
	DEVNET_CONTRACT_BACKENDS=postgres $(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadgroup tests --ignore=tests/e2e --ignore=tests/storybook

test-frontend: frontend/node_modules/.installed
	$(NPM) test --silent

test-e2e: install-dev frontend/dist/index.html chromium
	$(BIN)/pytest tests/e2e

test-storybook: install-dev frontend/node_modules/.installed chromium ## Build the Storybook catalogue, open every story in Chromium, axe-check it
	$(BIN)/pytest -q -s tests/storybook

wrk: ## Debian's wrk, the load generator of make bench
	@command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }

bench: install wrk ## DevNet at 1M posts against the stack's own ceiling: results in bench/results.{json,md} (docs/performance.md; BENCH_ARGS="--reuse --only feed")
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.run $(BENCH_ARGS)

bench-xl: install wrk ## Ten times the data (10M posts, 1M threads, database devnet_bench_10_0): the same table once; not part of make test (docs/performance.md)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.run --scale 10 --threads 1000000 --skip-ws --skip-seed --rounds 1 $(BENCH_ARGS)

soak: install-dev ## The long adversarial runs (30 minutes of load, faults at full length; docs/security.md)
	$(BIN)/pytest -m soak -s tests/adversarial

lighthouse: build chromium ## Lighthouse performance (mobile) of /, /threads, two thread pages and the signed-in /feed (docs/performance.md)
	$(BIN)/python -m bench.lighthouse $(if $(RUNS),--runs $(RUNS))

migrations: install ## Write the next migration for SQLite and PostgreSQL: make migrations NAME=add_threads
	$(BIN)/devnet db makemigrations $(or $(NAME),update)

storybook: frontend/node_modules/.installed ## Storybook on http://127.0.0.1:6006
	$(NPM) run storybook

build-storybook: frontend/node_modules/.installed ## Static Storybook in frontend/storybook-static
	$(NPM) run build-storybook

clean: ## Remove installs and builds (keeps var/, your local data)
	rm -rf $(VENV) frontend/node_modules frontend/dist frontend/storybook-static

test-contract: install-dev ## Only the API contract test (schemathesis against a live server; see docs/testing.md)
	$(BIN)/pytest -n $(PYTEST_WORKERS) tests/contract
