"""What demo members write, one ``Topic`` at a time (``devnet seed``; see services/demo.py).

A thread, project or post is made from one topic only: its title and body come from one template
pair of that topic, filled with one draw of that topic's slot values, so the title and the body
talk about the same library, number and snippet; replies come from the same topic (or are
generic). Language names appear only in their own topic's text (PostgreSQL's asyncpg thread names
Python, the one language the database topic mentions), so no post learns aiohttp with a borrow
checker. The combinations (templates x slot values x numbers) keep large seeds varied.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

YEAR = 2026


@dataclass(frozen=True)
class Topic:
    tag: str  # the primary tag: every thread, project and post of the topic carries it
    name: str  # how people write it ("PostgreSQL")
    tags: tuple[str, ...]  # further tags its content may carry (one to three of them)
    slots: dict[str, tuple[str, ...]]  # values a template names as {slot}; one draw per item
    threads: tuple[tuple[str, str], ...]  # (title, body) templates, each pair written together
    posts: tuple[str, ...]  # feed posts with their #tags
    projects: tuple[tuple[str, str], ...]  # (what it is, description) templates
    comments: tuple[str, ...]  # replies to a thread, project or post of the topic
    link: str  # a reference worth reading, shown in posts and messages
    code: tuple[str, str] | None = None  # (fence language, snippet) for templates that show code
    skills: tuple[str, ...] = field(default=())  # what a member interested in it lists (catalogue names)
    role: str = "developer"  # what a member who mostly writes about it does for a living


TOPICS: tuple[Topic, ...] = (
    Topic(
        tag="python",
        name="Python",
        tags=("asyncio", "aiohttp", "django", "testing", "backend", "typing"),
        slots={
            "framework": ("aiohttp", "Django", "FastAPI", "Flask"),
            "tool": ("ruff", "mypy", "uv", "pytest-xdist", "py-spy"),
            "version": ("3.11", "3.12", "3.13"),
        },
        threads=(
            (
                "How do you structure a {framework} project once it grows past ten modules?",
                "Our {framework} service started as one file and is now {n} modules with circular imports creeping in. "
                "Do you split by layer (routes, services, models) or by domain? What kept your Python codebase "
                "easy to change?",
            ),
            (
                "Is {tool} worth adding to a {n}-person Python team?",
                "We have been putting off {tool} for a year. For those who added it to an existing Python codebase: "
                "how long did the first pass take, and did people keep using it after a month?",
            ),
            (
                "Our pytest suite takes {n} minutes: where would you start?",
                "About {m} thousand tests, mostly {framework} endpoints. We already run pytest with -x "
                "locally. Is it worth sharing the database between tests, or is pytest-xdist the first thing to try?",
            ),
            (
                "Upgrading to Python {version}: anything that bit you?",
                "We are moving {n} services to Python {version} next sprint. Our stack is {framework} plus the usual "
                "suspects. Which deprecations or C extensions gave you trouble?",
            ),
            (
                "asyncio task that never finishes: how do you debug it?",
                "I tried this:\n\n```python\n{code}\n```\n\nUnder load some requests hang forever. How do you find "
                "which coroutine is stuck? asyncio debug mode, py-spy, something else?",
            ),
            (
                "What is in your Python code review checklist?",
                "Mine so far: type hints on public functions, no bare except, {tool} clean, a test per bug fix. "
                "What would you add for a {framework} codebase?",
            ),
            (
                "Type hints in a {framework} codebase: how strict do you go?",
                "We run mypy in CI on about {n}% of our {framework} code. Did going fully strict pay off for your "
                "Python team, or did it mostly add casts?",
            ),
            (
                "Background jobs in {framework}: Celery or plain asyncio tasks?",
                "We send about {n}k emails and reports a day from a {framework} app. What do you run Python "
                "background jobs with, and what broke first?",
            ),
        ),
        posts=(
            "TIL: `python -X importtime` shows why our {framework} service took {n} seconds to start. #python #til",
            "Small Python snippet I keep reaching for:\n\n```python\n{code}\n```\n\n#python #snippets",
            "Finally moved our CI to {tool}. The Python checks went from {n} minutes to {m}. #python #tooling",
            "Reading {link} this morning; the asyncio section is worth your coffee. #python #asyncio",
            "Python {version} in production for a week now, zero surprises so far. #python #upgrade",
            "Hot take: most slow {framework} endpoints are N+1 queries in disguise. #python #performance",
        ),
        projects=(
            (
                "a pytest plugin that finds your slowest fixtures",
                "Runs with your pytest suite and prints the {n} fixtures that cost the most time. Built after our "
                "{framework} tests crept past ten minutes.",
            ),
            (
                "an aiohttp middleware for structured request logs",
                "One JSON line per request with the request id, timings and status. Works with aiohttp 3.9+ and "
                "Python {version}.",
            ),
            (
                "a small Python library to retry flaky HTTP calls",
                "Backoff with jitter, a budget per call site and type hints throughout. Plays well with asyncio "
                "and {tool}.",
            ),
            (
                "a Django admin theme with a dark mode",
                "Drop-in CSS for the Django admin; respects the system colour scheme. Tested on Django 4.2 and 5.",
            ),
        ),
        comments=(
            "Have you tried py-spy on it? It shows where the time goes without touching the code.",
            "We split by domain and never looked back; layers made every change touch five files.",
            "pytest-xdist halved our run time, but only after we fixed the tests that shared state.",
            "Type hints plus mypy in CI caught more bugs than our code review did.",
            "Which Python version was this on?",
            "asyncio debug mode would have told you about that un-awaited coroutine.",
        ),
        link="https://docs.python.org/3/library/asyncio.html",
        code=(
            "python",
            "async def fetch(session, url):\n    async with session.get(url) as response:\n"
            "        return await response.json()",
        ),
        skills=("Python", "Django", "FastAPI", "aiohttp", "pytest"),
        role="backend engineer",
    ),
    Topic(
        tag="rust",
        name="Rust",
        tags=("tokio", "systems", "performance", "cli", "wasm"),
        slots={
            "crate": ("tokio", "axum", "serde", "sqlx"),
            "concept": ("lifetimes", "trait objects", "async traits", "the borrow checker", "error handling"),
        },
        threads=(
            (
                "How did {concept} finally click for you in Rust?",
                "Week {n} of learning Rust. I can read {concept} in other people's code but I fight them in "
                "mine. Was there an exercise or a book chapter that made it click?",
            ),
            (
                "Is {crate} worth it for a small Rust service, or do you stay with std?",
                "Our Rust service is about {m} thousand lines. Is pulling in {crate} worth the compile time, or "
                "do you stay with std until it hurts?",
            ),
            (
                "Rust compile times: what actually helped?",
                "A clean build of our workspace takes {n} minutes. We tried splitting crates and sccache. What "
                "else made cargo faster for you?",
            ),
            (
                "Rewriting a hot path in Rust: was it worth it?",
                "We are considering moving one service to Rust with {crate}. It handles {n}k requests a second "
                "today. Anyone made the switch and regretted it (or not)?",
            ),
            (
                "Is this idiomatic Rust?",
                "I tried this:\n\n```rust\n{code}\n```\n\nIt compiles and clippy is quiet, but it feels verbose. "
                "How would you write it?",
            ),
            (
                "{crate} in production: what surprised you?",
                "We have run {crate} in a Rust service for {n} months. Anything you wish you had known before the "
                "first deploy?",
            ),
            (
                "Error handling in a Rust CLI: anyhow, thiserror or your own enum?",
                "The CLI is about {m} thousand lines of Rust. Errors from {crate} and std get wrapped three times. "
                "What keeps your error messages useful?",
            ),
        ),
        posts=(
            "Week {n} of learning Rust: the borrow checker and I are on speaking terms now. #rust #learning",
            "Small Rust snippet I keep reaching for:\n\n```rust\n{code}\n```\n\n#rust #snippets",
            "Just shipped our first Rust service with {crate}. p99 went from {n} ms to {m}. #rust #shipit",
            "TIL: `cargo tree -d` lists the crates you compile twice. #rust #til",
            "Reading {link} this morning: good notes on {concept}. #rust",
        ),
        projects=(
            (
                "a fast log tailer written in Rust",
                "Follows {n} files at once with tokio and highlights the lines you care about. A single static "
                "binary, built with cargo.",
            ),
            (
                "a Rust CLI that tidies your git branches",
                "Lists merged and stale branches and deletes them after asking. Uses clap for the arguments and "
                "git2 underneath.",
            ),
            (
                "a Rust crate for typed feature flags",
                "Feature flags as an enum with serde support, so a typo is a compile error, not an outage.",
            ),
        ),
        comments=(
            "Clippy's pedantic lints taught me more idiomatic Rust than any book.",
            "Lifetimes clicked for me when I stopped returning references from functions.",
            "We moved that path to Rust too; the win was memory, not speed.",
            "cargo-nextest cut our test time in half.",
            "Which Rust edition are you on?",
            "Have you tried sccache in CI? It helped our cargo builds a lot.",
        ),
        link="https://blog.rust-lang.org/",
        code=(
            "rust",
            "fn main() {\n    let evens: Vec<u32> = (1..=10).filter(|n| n % 2 == 0).collect();\n"
            '    println!("{:?}", evens);\n}',
        ),
        skills=("Rust", "Axum", "WebAssembly"),
        role="systems engineer",
    ),
    Topic(
        tag="javascript",
        name="JavaScript",
        tags=("react", "typescript", "frontend", "nodejs", "css"),
        slots={
            "lib": ("React", "Next.js", "Vite"),
            "thing": ("a settings page", "the checkout form", "an infinite list", "a design system"),
        },
        threads=(
            (
                "How do you keep React re-renders under control in {thing}?",
                "Our React app re-renders {thing} on every keystroke. We tried memo and useCallback in a few "
                "places. Is it time for a state library, or is there a simpler fix?",
            ),
            (
                "Migrating a {m}k-line JavaScript codebase to TypeScript: lessons?",
                "We want strict TypeScript without a feature freeze. Did you convert file by file with allowJs, "
                "or start with the leaves?",
            ),
            (
                "Bundle size crept to {n}0 KB: where do you start cutting?",
                "Our {lib} bundle keeps growing. What tools did you use to find the heavy imports, and which lazy "
                "loading patterns paid off?",
            ),
            (
                "Is this a reasonable way to sum a cart in JavaScript?",
                "I tried this:\n\n```javascript\n{code}\n```\n\nIt works, but prices are floats. How would you "
                "write it in TypeScript with cents?",
            ),
            (
                "Next.js or plain React for a small internal tool?",
                "Three developers, {n} screens, mostly forms. Is Next.js worth it here, or is plain React with a "
                "router enough?",
            ),
            (
                "Testing {thing} in React: what do you actually test?",
                "We have {n} React components in {thing} and the tests break on every refactor. Testing Library, "
                "Playwright, or fewer tests?",
            ),
            (
                "Server-side rendering with {lib}: worth it for a dashboard?",
                "Our JavaScript dashboard sits behind a login, so search engines never see it. Is server-side "
                "rendering with {lib} still worth it for the first paint?",
            ),
        ),
        posts=(
            "Shipped dark mode for {thing} today. CSS custom properties did most of the work. #javascript #css",
            "Small JavaScript snippet I keep reaching for:\n\n```javascript\n{code}\n```\n\n#javascript #snippets",
            "TIL: React batches state updates inside promises too since 18. #javascript #react",
            "Our {lib} bundle went from {n}0 KB to {m}0 KB by lazy loading the editor. #javascript #performance",
            "Reading {link}: the part about effects you do not need is worth it. #javascript #react",
        ),
        projects=(
            (
                "a React hook library for accessible forms",
                "useForm with labels, errors and focus management done right, tested with Testing Library. "
                "Written in TypeScript, {n} KB gzipped.",
            ),
            (
                "a VS Code extension that previews React components",
                "Renders the component under the cursor with its stories; works with Vite and webpack projects.",
            ),
            (
                "a Node.js CLI that checks your bundle budget",
                "Fails the build when a {lib} chunk grows past the budget you set, and says which import grew.",
            ),
        ),
        comments=(
            "React DevTools' profiler will show you which component re-renders and why.",
            "We converted to TypeScript leaf-first; strict mode came last.",
            "Lazy loading the route components was our biggest win.",
            "Careful with memo everywhere: it hides the real problem.",
            "Which React version is this on?",
            "Would read a longer write-up of this.",
        ),
        link="https://react.dev/learn",
        code=("javascript", "const total = items.reduce((sum, item) => sum + item.priceCents, 0);"),
        skills=("JavaScript", "React", "TypeScript", "Node.js"),
        role="frontend developer",
    ),
    Topic(
        tag="go",
        name="Go",
        tags=("backend", "concurrency", "microservices", "cli"),
        slots={
            "pkg": ("net/http", "database/sql", "context", "slog"),
            "thing": ("a worker pool", "a rate limiter", "graceful shutdown", "a gRPC gateway"),
        },
        threads=(
            (
                "How do you structure {thing} in Go?",
                "I have {thing} working with goroutines and channels, but cancellation is messy. Do you pass "
                "context everywhere, or is there a cleaner Go pattern?",
            ),
            (
                "Go error handling in a {m}k-line service: what works?",
                "We wrap errors with %w and check with errors.Is, but our logs still lack context. How do you "
                "keep Go errors useful without stack traces everywhere?",
            ),
            (
                "Is {pkg} enough, or do you reach for a framework in Go?",
                "New Go service, about {n} endpoints. Standard library with {pkg}, or a framework? What did you "
                "regret later?",
            ),
            (
                "Goroutine leak in production: how did you find it?",
                "Our Go service grows by {n} MB a day. pprof shows thousands of goroutines parked. Here is the "
                "loop:\n\n```go\n{code}\n```\n\nWhat would you check first?",
            ),
            (
                "Testing {thing} in Go without mocks?",
                "Our Go tests mock everything around {thing} and still miss real bugs. Do you run real dependencies "
                "in go test, and how do you keep it fast?",
            ),
            (
                "Go generics: where did they earn their place in your code?",
                "Our Go codebase is {m}k lines and has exactly two generic functions. Where did generics make your "
                "Go code clearer, and where did you back them out?",
            ),
        ),
        posts=(
            "Small Go snippet I keep reaching for:\n\n```go\n{code}\n```\n\n#go #snippets",
            "TIL: `go test -race` found a data race in {thing} that we had for {n} months. #go #til",
            "Moved our logging to slog. One less dependency in go.mod. #go",
            "Reading {link}: the post on {pkg} is worth your coffee. #go",
            "Our Go service handles {n}k requests a second on two cores. Boring technology wins. #go #backend",
        ),
        projects=(
            (
                "a Go library for graceful shutdown",
                "Stops HTTP servers, workers and consumers in order with one context; {n} lines of Go, no "
                "dependencies.",
            ),
            (
                "a Go CLI that benchmarks API latencies",
                "Fires requests at an endpoint with {n} goroutines and prints p50, p95 and p99 as a table.",
            ),
            (
                "a tiny Go service to sync feature flags",
                "Reads flags from a file, serves them over net/http, and reloads without dropping requests.",
            ),
        ),
        comments=(
            "errgroup with a context solved exactly this for us.",
            "Run it with -race first.",
            "pprof's goroutine view will show where they are parked.",
            "We stayed on the standard library and never missed a framework.",
            "Which Go version is this on?",
            "Nice work! Starred.",
        ),
        link="https://go.dev/blog/",
        code=("go", "for i, value := range values {\n    fmt.Println(i, value)\n}"),
        skills=("Go", "gRPC", "Microservices"),
        role="platform engineer",
    ),
    Topic(
        tag="devops",
        name="DevOps",
        tags=("kubernetes", "docker", "ci", "terraform", "observability"),
        slots={
            "tool": ("Kubernetes", "Docker", "Terraform", "GitHub Actions", "Prometheus", "Argo CD"),
            "thing": ("blue-green deploys", "the staging cluster", "on-call alerts", "container images"),
        },
        threads=(
            (
                "Our CI takes {n} minutes: where would you start cutting?",
                "Build, test and deploy on every push takes {n} minutes. We cache dependencies already. What "
                "made the biggest difference in your pipelines?",
            ),
            (
                "{tool} for a team of {m}: overkill?",
                "We run {m} services on a few VMs. People keep suggesting {tool}. At what size did it start "
                "paying for itself for you?",
            ),
            (
                "How do you keep {thing} from drifting?",
                "Every few weeks {thing} ends up different from what the repo says. How do you catch drift "
                "before it bites?",
            ),
            (
                "What goes into your on-call runbook?",
                "We are writing runbooks for {thing}. Which sections did you actually read at 3 am, and which "
                "did nobody ever open?",
            ),
            (
                "Moving {thing} to {tool}: what did you wish you had known?",
                "We are moving {thing} to {tool} next quarter. What went wrong for you in the first month, and "
                "how did you roll back?",
            ),
            (
                "How many alerts does your on-call get a week?",
                "Our on-call gets about {n} pages a week, most of them not actionable. How did you cut the noise "
                "without missing real incidents?",
            ),
        ),
        posts=(
            "Our CI went from {n} minutes to {m}. Caching the dependency layer did most of it. #devops #ci",
            "Friday deploys are fine if your rollback takes one command. #devops",
            "TIL: `ss -tlnp` beats netstat for finding who holds a port. #devops #til",
            "Rebuilt {thing} with {tool} this week. Nobody noticed, which is the point. #devops",
            "Reading {link}: good advice on alerts that wake people up. #devops #observability",
        ),
        projects=(
            (
                "a dashboard that shows which container images are out of date",
                "Scans your registries every hour and lists images with known CVEs or base images older than {n} days.",
            ),
            (
                "a CLI that diffs Terraform plans between environments",
                "Shows what staging has that production lacks, as a readable table you can paste into a review.",
            ),
            (
                "a self-hosted service to watch cron jobs",
                "Each job pings a URL when it finishes; a missed ping becomes an alert in your chat.",
            ),
        ),
        comments=(
            "Cache the dependency layer first; it was most of our build time.",
            "We moved to Terraform for that and drift mostly went away.",
            "A runbook nobody rehearses is a runbook that is wrong.",
            "Could you share the pipeline config?",
            "Careful with that in production.",
            "+1, following this thread.",
        ),
        link="https://sre.google/sre-book/table-of-contents/",
        skills=("Docker", "Kubernetes", "Terraform", "CI/CD"),
        role="SRE",
    ),
    Topic(
        tag="postgres",
        name="PostgreSQL",
        tags=("databases", "sql", "performance", "indexing"),
        slots={
            "feature": ("partial indexes", "logical replication", "JSONB", "table partitioning", "pg_stat_statements"),
            "table": ("orders", "events", "sessions", "audit_log"),
        },
        threads=(
            (
                "Our {table} table hit {n}0 million rows: partition or archive?",
                "PostgreSQL is still fine, but vacuum on {table} takes hours. Did {feature} help you at that "
                "size, or did you move old rows elsewhere?",
            ),
            (
                "EXPLAIN ANALYZE shows a seq scan on {table}: what am I missing?",
                "The query filters on two columns and there is an index on one of them. EXPLAIN (ANALYZE, "
                "BUFFERS) says {n} ms. When does PostgreSQL pick the index?",
            ),
            (
                "Did {feature} pay off on your mid-sized PostgreSQL database?",
                "About {m} GB, one primary and a replica. Has {feature} paid off for you, or was it more trouble "
                "than it saved?",
            ),
            (
                "Zero-downtime migrations in PostgreSQL: how do you add a column to {table}?",
                "The {table} table gets {n}k writes a minute. Adding a NOT NULL column with a default locked it last "
                "time. What is your checklist?",
            ),
            (
                "Connection pooling for PostgreSQL: PgBouncer or the application pool?",
                "We run {n} app processes against one PostgreSQL primary. Do you put PgBouncer in front, or size "
                "each process's pool from max_connections?",
            ),
            (
                "Backups of a {m}0 GB PostgreSQL database: how do you test restores?",
                "We take nightly base backups and keep WAL for a week. When did you last restore one, and how long "
                "did it take?",
            ),
        ),
        posts=(
            "TIL: `EXPLAIN (ANALYZE, BUFFERS)` shows cache hits, not just timings. #postgres #til",
            "A PostgreSQL {version} upgrade over lunch, with logical replication. #postgres #databases",
            "Added a partial index on {table} and the dashboard query went from {n}00 ms to {m} ms. "
            "#postgres #performance",
            "Reading {link}: the chapter on {feature} is worth your coffee. #postgres",
            "Finally understood why our queries kept timing out: a connection pool of one. #postgres #debugging",
        ),
        projects=(
            (
                "a dashboard for slow PostgreSQL queries",
                "Reads pg_stat_statements every minute and charts the {n} queries that cost the most time.",
            ),
            (
                "a CLI that checks PostgreSQL migrations for locks",
                "Flags statements that would take an ACCESS EXCLUSIVE lock on a busy table before you ship them.",
            ),
            (
                "a tool to back up PostgreSQL to any S3 bucket",
                "Streams pg_dump output in parts, encrypts it, and keeps the last {n} days.",
            ),
        ),
        comments=(
            "EXPLAIN (ANALYZE, BUFFERS) will tell you whether it is IO or CPU.",
            "Partial indexes were the cheapest win we ever had.",
            "Add the column as nullable, backfill in batches, then set NOT NULL.",
            "Check pg_stat_activity for idle in transaction sessions.",
            "Which PostgreSQL version is this on?",
            "Great question, we hit the same thing last year.",
        ),
        link="https://www.postgresql.org/docs/current/",
        skills=("PostgreSQL", "SQL", "Redis"),
        role="data engineer",
    ),
    Topic(
        tag="security",
        name="application security",
        tags=("appsec", "auth", "owasp", "privacy"),
        slots={
            "thing": ("session cookies", "password reset links", "API tokens", "file uploads", "CSRF tokens"),
            "practice": ("threat modelling", "a dependency audit", "a bug bounty", "secret scanning"),
        },
        threads=(
            (
                "How do you handle {thing} safely?",
                "We are reviewing how we handle {thing}. What mistakes did you find in your own code, and what "
                "do you check for now in every review?",
            ),
            (
                "Is {practice} worth it for a team of {n}?",
                "We are {n} engineers with no security team. Did {practice} find real problems for you, or was "
                "it mostly noise?",
            ),
            (
                "What belongs in a security review checklist?",
                "Ours covers {thing}, rate limits and logging. What else would you add before a launch?",
            ),
            (
                "A pentest found our {thing} issue: how do you prevent the next one?",
                "The fix took a day. Preventing the next one is harder. Tests, linters, training? What worked for you?",
            ),
            (
                "Rate limits on login: per account, per address, or both?",
                "We saw {n}k login attempts in an hour from a few hundred addresses. How do you rate limit login "
                "without locking real users out of their sessions?",
            ),
            (
                "Security headers: which ones made a difference?",
                "We ship CSP, HSTS and a few others on {n} services. Which security headers actually stopped "
                "something for you, and which were box-ticking?",
            ),
        ),
        posts=(
            "Reminder: rotate {thing} after someone leaves, not when you remember. #security",
            "Started {practice} this quarter; it found {n} issues in the first week. #security #appsec",
            "Reading {link}: a good checklist for {thing}. #security #owasp",
            'Code review tip: ask "who else can call this?" on every endpoint. #security #codereview',
        ),
        projects=(
            (
                "a secret scanner for your git history",
                "Finds API keys and passwords in every commit, with fewer false alarms thanks to entropy checks "
                "and an allow list.",
            ),
            (
                "a tiny library to sign and verify reset links",
                "Expiring, single-use tokens stored as hashes; {n} lines and a test for every way to misuse it.",
            ),
            (
                "a dashboard for dependency advisories",
                "Collects advisories for every repository you own and says which ones reach production.",
            ),
        ),
        comments=(
            "Threat modelling an hour per feature caught more than our annual pentest.",
            "Store only a hash of the token, like a password.",
            "Rate limit it by account and by address, not just one of them.",
            "Secret scanning in pre-commit saved us twice this year.",
            "Careful with that in production.",
            "+1, following this thread.",
        ),
        link="https://owasp.org/www-project-top-ten/",
        skills=("Application Security", "OWASP", "Threat Modeling"),
        role="security engineer",
    ),
    Topic(
        tag="career",
        name="career advice",
        tags=("interviews", "freelance", "mentoring", "remote"),
        slots={
            "step": ("a first senior role", "freelancing", "staff engineer", "a team lead role", "a first remote job"),
            "habit": ("writing design docs", "keeping a brag document", "pairing weekly", "public notes"),
        },
        threads=(
            (
                "Moving to {step} after {n} years: what surprised you?",
                "I have been a developer for {n} years and I am considering {step}. What did you wish someone "
                "had told you before you moved?",
            ),
            (
                "How do you prepare for system design interviews?",
                "I have {m} interviews coming up. I can build systems, but explaining one in 45 minutes is a "
                "different skill. What practice helped you?",
            ),
            (
                "Does {habit} help your career, honestly?",
                "A mentor suggested {habit}. For those who do it: did it change how your work was seen, or just "
                "take time?",
            ),
            (
                "Setting a freelance rate for the first time",
                "I am leaving a salaried job after {n} years. How did you pick your first hourly rate, and how "
                "soon did you raise it?",
            ),
            (
                "How do you ask for a raise after {n} years at one company?",
                "I have been at the same company for {n} years and my pay has not kept up with the market. How did "
                "you prepare the conversation?",
            ),
            (
                "Remote or office for a first job in tech?",
                "I have {m} offers, one remote and one in an office. For people who started remote: did you miss "
                "the mentoring?",
            ),
        ),
        posts=(
            "{n} years in, and the best career advice I got was: write things down. #career",
            'Started {habit} this month. Already easier to answer "what did you do this quarter?" #career',
            "Looking for a contractor for {n} weeks of work on a small product. DMs open. #career #hiring",
            "Mentoring tip: ask what they tried before telling them what you would do. #career #mentoring",
        ),
        projects=(
            (
                "a template for brag documents",
                "A Markdown template and a weekly reminder, so review season is copy and paste.",
            ),
            (
                "a freelance rate calculator",
                "Works back from the yearly income you want, holidays and the {n}% of time nobody pays for.",
            ),
            (
                "an interview practice board",
                "Pairs people for mock system design interviews once a week, with a question bank of {n} prompts.",
            ),
        ),
        comments=(
            "Write down what you shipped every Friday; you will thank yourself at review time.",
            "Raise your rate for every new client, not for existing ones.",
            "The first year of leading was mostly learning to stop coding everything myself.",
            "Practice out loud with a friend; it is a different skill.",
            "This is the way.",
            "Great question, I went through the same thing last year.",
        ),
        link="https://staffeng.com/guides/",
        skills=("Technical Leadership", "Mentoring", "System Design"),
        role="engineering manager",
    ),
    Topic(
        tag="ai",
        name="AI",
        tags=("machine-learning", "llm", "mlops", "data"),
        slots={
            "thing": ("retrieval", "evaluation sets", "embeddings", "fine-tuning", "prompt caching"),
            "use": ("support tickets", "code review comments", "search", "log summaries"),
        },
        threads=(
            (
                "How do you evaluate an LLM feature before shipping it?",
                "We built a feature on {use} and it looks great in demos. How do you measure it on real data "
                "before {n} thousand customers see it?",
            ),
            (
                "Trying {thing} for {use}: worth the effort?",
                "We are about to try {thing} for {use}. Did it beat a good keyword search or a simpler baseline "
                "for you?",
            ),
            (
                "Running a model in production: what broke first?",
                "Our first model has served {use} for {n} weeks. Latency and cost were fine in tests. What broke "
                "first for you once real traffic arrived?",
            ),
            (
                "How do you keep model costs down for {use}?",
                "Our {use} feature costs about {n}0 dollars a day in model calls. Caching, smaller models, batching: "
                "what cut your bill the most?",
            ),
            (
                "Guardrails for an AI feature: what do you check before answering?",
                "Our assistant answers questions on {use}. What checks do you run on the model's output before a "
                "customer sees it?",
            ),
        ),
        posts=(
            "Our evaluation set has {n}0 hand-labelled examples and it has caught every regression so far. "
            "#ai #evaluation",
            "Tried {thing} on {use} this week; the baseline was closer than I expected. #ai #llm",
            "Reading {link}: a sober take on evaluating models. #ai #machinelearning",
        ),
        projects=(
            (
                "a small tool to label evaluation sets",
                "Shows one example at a time with keyboard shortcuts; exports JSON lines for your test suite.",
            ),
            (
                "a dashboard that tracks model cost per feature",
                "Tags every model call with the feature that made it and charts cost and latency per day.",
            ),
            (
                "a CLI that runs an evaluation set against two models",
                "Scores both on your {n}0 labelled examples and prints where they disagree, so a model upgrade is "
                "a reviewed change.",
            ),
        ),
        comments=(
            "Start with fifty labelled examples; it beats any amount of vibes.",
            "Keyword search was a very strong baseline for us.",
            "Log every input and output from day one; you will need them for evaluation.",
            "Would read a longer write-up of this.",
            "Could you share the evaluation setup?",
        ),
        link="https://huyenchip.com/blog/",
        skills=("Machine Learning", "Large Language Models", "PyTorch"),
        role="ML engineer",
    ),
)
BY_TAG: dict[str, Topic] = {topic.tag: topic for topic in TOPICS}

# Replies that fit anything.
GENERIC_COMMENTS = (
    "Thanks for writing this up.",
    "Bookmarked, thanks.",
    "Great tip, had no idea.",
    "Counterpoint: it depends :)",
    "Nice work!",
    "This matches what we saw, too.",
)

# The thread the search demo looks for (services.demo puts it first, by the demo member).
POOL_TIMEOUT = (
    BY_TAG["postgres"],
    "asyncpg pool timeouts under load: what fixed it for us",
    "Under load our aiohttp API started failing with `asyncpg.exceptions.TooManyConnectionsError` and, worse, "
    "requests that waited the full pool timeout before giving up. PostgreSQL itself was barely busy.\n\n"
    "What we found:\n\n"
    "1. The pool's `max_size` was 10 per process, times 8 processes, against `max_connections = 100` with "
    "PgBouncer in front: some processes never got a connection at peak.\n"
    "2. A few handlers held a connection while calling another HTTP service, so a slow upstream emptied the "
    "pool.\n"
    "3. `idle in transaction` sessions from an ORM transaction that was never committed on one error path.\n\n"
    "What fixed it: acquire the connection only around the queries, set `command_timeout` and "
    "`idle_in_transaction_session_timeout`, size the pool from `max_connections` divided by the processes, and "
    "alert on the pool's wait time. Pool timeouts went from hundreds an hour to none.\n\n"
    "Has anyone tuned `max_inactive_connection_lifetime` behind PgBouncer in transaction mode?",
    ["postgres", "python", "asyncpg", "performance"],
)


class Deck:
    """Deals a topic's templates in shuffled rounds: each is used once before any repeats, so the
    few threads a list shows are not twins. Draws from the seed's generator (deterministic)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._left: dict[tuple[str, str], list[int]] = {}

    def deal(self, topic: Topic, what: str, options: tuple):
        left = self._left.get((topic.tag, what))
        if not left:
            left = self._left[(topic.tag, what)] = list(range(len(options)))
            self.rng.shuffle(left)
        return options[left.pop()]


def draw(topic: Topic, rng: random.Random) -> dict[str, object]:
    """One set of values for a topic's templates: each slot once, numbers, its code and link."""
    n = rng.randint(3, 40)
    values: dict[str, object] = {name: rng.choice(options) for name, options in topic.slots.items()}
    values.update(
        n=n,
        m=max(2, n // rng.randint(2, 5)),
        year=YEAR,
        link=topic.link,
        version=values.get("version") or rng.choice(("15", "16", "17")),
        code=topic.code[1] if topic.code else "",
    )
    return values


def fill(template: str, values: dict[str, object]) -> str:
    return template.format_map(values)


def tags_for(topic: Topic, rng: random.Random) -> list[str]:
    """The topic's tag first, then one to three of its other tags."""
    return [topic.tag, *rng.sample(topic.tags, rng.randint(1, min(3, len(topic.tags))))]


def thread(topic: Topic, deck: Deck) -> tuple[str, str, list[str]]:
    """A thread's title, body and tags, all from ``topic``."""
    rng = deck.rng
    title, body = deck.deal(topic, "threads", topic.threads)
    values = draw(topic, rng)
    return fill(title, values)[:100], fill(body, values), tags_for(topic, rng)


def project(topic: Topic, name: str, deck: Deck) -> tuple[str, str, list[str]]:
    """A project's title, description and tags, all from ``topic``."""
    rng = deck.rng
    what, description = deck.deal(topic, "projects", topic.projects)
    values = draw(topic, rng)
    opening = rng.choice(
        (
            "{name} started as a weekend project.",
            "{name} grew out of a problem at work.",
            "We open-sourced {name} after using it for a year.",
            "",
        )
    ).format(name=name)
    return (
        f"{name}: {fill(what, values)}"[:100],
        " ".join(filter(None, (opening, fill(description, values)))),
        tags_for(topic, rng),
    )


def post(topic: Topic, deck: Deck) -> str:
    return fill(deck.deal(topic, "posts", topic.posts), draw(topic, deck.rng))


def comment(topic: Topic, rng: random.Random) -> str:
    """A reply to something about ``topic``: mostly about the topic, sometimes generic."""
    return rng.choice(topic.comments if rng.random() < 0.75 else GENERIC_COMMENTS)


MESSAGES = (
    "Hey! Saw your post about {name}, mind if I ask a question?",
    "Sure, go ahead.",
    "How did you set that up in CI?",
    "Containers, one per job. I can share the config.",
    "That would be great, thanks!",
    "Are you free for a quick call on Thursday?",
    "Thanks for the review yesterday, merged it.",
    "Any chance you are available for a short freelance gig?",
    "Sounds good, talk soon.",
    "Here is the link I mentioned: {link}",
)
SUBJECTS = ("Question about {name}", "Quick hello", "Freelance work", "Your project", None, None, None)


def message(topic: Topic, rng: random.Random) -> tuple[str | None, str]:
    """A direct message's subject (or None) and body, about ``topic``."""
    subject = rng.choice(SUBJECTS)
    values = {"name": topic.name, "link": topic.link}
    return (subject.format_map(values) if subject else None), rng.choice(MESSAGES).format_map(values)
