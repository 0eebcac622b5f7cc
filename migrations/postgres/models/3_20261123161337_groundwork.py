from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "tag_counts" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(16) NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "uses" INT NOT NULL,
    CONSTRAINT "uid_tag_counts_kind_8f50bc" UNIQUE ("kind", "tag")
);
CREATE INDEX IF NOT EXISTS "idx_tag_counts_kind_ccca8a" ON "tag_counts" ("kind", "uses");
COMMENT ON TABLE "tag_counts" IS 'How many visible items of a kind carry a tag. Changed in the transaction that changes the tag';
        ALTER TABLE "users" ADD "profile_thumbnail" VARCHAR(255);
        ALTER TABLE "projects" ADD "thumbnail_urls" JSONB;
        ALTER TABLE "projects" ADD "search_text" TEXT NOT NULL DEFAULT '';
        ALTER TABLE "threads" ADD "search_text" TEXT NOT NULL DEFAULT '';
-- Written by hand (aerich does not generate these): the search text of existing rows, the
-- trigram indexes searchQuery's LIKE uses, the tag counts, and counters that follow hiding and
-- suspension (issue 12: they did not).
UPDATE "threads" SET "search_text" = lower("title" || chr(10) || "body" || chr(10) || coalesce(
    (SELECT string_agg(t.value, chr(10)) FROM jsonb_array_elements_text("threads"."tags") AS t(value)), ''));
UPDATE "projects" SET "search_text" = lower("title" || chr(10) || "description" || chr(10) || coalesce(
    (SELECT string_agg(t.value, chr(10)) FROM jsonb_array_elements_text("projects"."tags") AS t(value)), ''));
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS "idx_threads_search_trgm" ON "threads" USING GIN ("search_text" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "idx_projects_search_trgm" ON "projects" USING GIN ("search_text" gin_trgm_ops);
INSERT INTO "tag_counts" ("kind", "tag", "uses")
    SELECT 'thread', tt."tag", count(*) FROM "thread_tags" tt JOIN "threads" t ON t."id" = tt."thread_id"
    JOIN "users" u ON u."id" = t."user_id" WHERE NOT t."hidden" AND u."status" = 'active' GROUP BY tt."tag";
INSERT INTO "tag_counts" ("kind", "tag", "uses")
    SELECT 'project', pt."tag", count(*) FROM "project_tags" pt JOIN "projects" p ON p."id" = pt."project_id"
    JOIN "users" u ON u."id" = p."user_id" WHERE NOT p."hidden" AND u."status" = 'active' GROUP BY pt."tag";
UPDATE "users" SET
    "thread_count" = (SELECT count(*) FROM "threads" t WHERE t."user_id" = "users"."id" AND NOT t."hidden"),
    "project_count" = (SELECT count(*) FROM "projects" p WHERE p."user_id" = "users"."id" AND NOT p."hidden");
UPDATE "threads" SET "comment_count" = (SELECT count(*) FROM "comments" c JOIN "users" u ON u."id" = c."user_id"
    WHERE c."thread_id" = "threads"."id" AND NOT c."hidden" AND u."status" = 'active');
UPDATE "projects" SET "comment_count" = (SELECT count(*) FROM "comments" c JOIN "users" u ON u."id" = c."user_id"
    WHERE c."project_id" = "projects"."id" AND NOT c."hidden" AND u."status" = 'active');"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_threads_search_trgm";
        DROP INDEX IF EXISTS "idx_projects_search_trgm";
        ALTER TABLE "users" DROP COLUMN "profile_thumbnail";
        ALTER TABLE "projects" DROP COLUMN "thumbnail_urls";
        ALTER TABLE "projects" DROP COLUMN "search_text";
        ALTER TABLE "threads" DROP COLUMN "search_text";
        DROP TABLE IF EXISTS "tag_counts";"""


MODELS_STATE = (
    "eJztXVtz2zYW/isYvdSZUbyxbDneZGdnZNdpvPWlYyvdTpsOA5GQiBVFqARkWZvNf18AJM"
    "U7TVoiRTF4sknggNB3QJyDc+PXzowYyKKHgwUzHxClmNidd+Brx4YzxP9Ja+6CDpzPg0Zx"
    "g8GRJftD3lGjbk/ZAkeUOVBnvHEMLYr4LQNR3cFz5j6rMwAUT2xkvMY2GDlkSZFzCIYmAj"
    "ohU4yASSyDAggcaBtkBhiZIvs9ILa1AphR8PBx8LrXPwWYAsqIg4xD8ViD6Py52J5U9oSF"
    "jf9aII2RCWImcvhz/viT38a2gZ4Q9S/nU22MkWVEQMWGGEDe19hqLu9d2eyD7CgmP9J0Yi"
    "1mdtB5vmImsde9sc3E3QmykQMZEsMzZyHAtReW5THDx9udadDFnWKIxkBjuLAEiwS1O4Hg"
    "XkfTbu+G2sPlUNM6Cfb5FCG8vVs6XwGc9XyqVP76iZjC697RyduTs+PTkzPeRU5zfeftN/"
    "fRATAuoYTndtj5Jtshg24PiXEAquSaZkJqJsG9MKGTjm6UKoYyn34cZR/T5sI8g0+ahewJ"
    "M/nl6UkOpr8O7i8+Du4PTk9eiQcS/pq6L/Gt19KTTQL2AGbdQQIKDbIkzD/yFoZnKB3qKG"
    "UMasMjPfT/eQnw/o0A+WDLqQN6/gONO75reCzPgX54dXP5MBzc/CIeN6P0L0viNxheipae"
    "vLuK3T04jbFpPQj499XwIxCX4Pe720sJL6Fs4sgnBv2Gv3fEnPgeTTSbLDVohFanf9dHLc"
    "J19DTHfLQXcD1KWQ/X63zf9oTJPki5XF5wwaiVEk4hiucl1D68wlsQUkLsj6epMkrAlUT3"
    "A9cpuH7yM1pJkK/4jKCtoxRQPW3skzfMnoH7zV89/t3gVXXgcq0nhRcV/+38FyPmSvHBw8"
    "Xgx8uORHgE9ekSOoYWgVq0kB6J3Vn3TTbNerP4HWjDiQRH/Aox5zDqKbqxz41spVj8oGLK"
    "cDaWSt1slropeCr/L6Fshmm2o2rueruMKJvHbwoom8dvMpVN0fQtIZDE/9oUrV4CtE/XOr"
    "1++1CjGcRWGYzXBK0Dt9cvcmrivTLhlW1RfOeQ0iXhMqjsCTVB2MKdo9fvF0K8n4N4P464"
    "gencgiut7C4dp2sh3v0i20c/e/voJ7aPESZlMPa61wdtp1MTsMWQzYM2gS2dYsvVKKPw/u"
    "vh7jYd3oAifuDGOgP/AxamlZ3OOv8YL2xdwAhGC2wxbNND8bx/VsWBHMAFQpHDt4/zwc3g"
    "tzgLLq7vzuOnajHAeYwdJlk41koTuKUYQ5COZ9BKZ0uMMs4bl/TQG6IAfzwR2ZQ9JocRP1"
    "5eXN0Mrg+O3nR7EnfOD+ye6nyOnCTWPaYafORKhvi12pg4GheD0yTk54RYCNoZx5msMWLg"
    "j/ggVb0R6zv1Yn5+d3cdWfznV8PYkv90c355f3AU44h/+Ak4wSFk0NEoQilHyexdPkb2ot"
    "2+YWu8avO6DxlbWaWUljhd+7A+7hU58vSyjzy9hErukDHm28LcJKyU9pIgbB/alWjkPm7M"
    "XMxGdsnzZiqxAr4Q8HQxWk9NYzjNCJ0NfCpx+4A/Oi2A+1HcPRPALpoSy/0/SGccyoWd4j"
    "fLNMEm6OpzrbypCuqtWGNDzn5T+FpLIxsnU8DGgXVIOb3D71/jSX6GZiN3E9rHTYEyyBYp"
    "h/mc/XdNUSPIkJ/gH9G+grxfQSq1WrrbFaOS8LVnu4ZDr2AoPDFmSvAoP/x8jyzIvGjHdC"
    "d8LCRyz+zBWb746GtEZjMkCDYC6sIdpa0gedrahiD94o7ScpC0R8LQdpD6lbB9jBEshJar"
    "pm6I01AO0m6ItrGeXJzavJwcNCfOphvUvRykrRDBhYGZxqWUgzddTwMx1CUfabV/FpGCy4"
    "kipsnA+U23ci+04V6MOBQDtml9VRmLeIMMDD9gCUgiIDFo7OZFJc5EN03YVHcYm1g2GkZl"
    "anTzXUnZEYvoKeU0nBPf9ZR2BG5D9MtZAaTPMoE+SxgbiM245HAhKgFwnK6FSG/fZ0fxf1"
    "NAzjT4+t1VckKKrXe/rGT1Qv3dmsmq1Fp8S1CKzhIyEmVrLGF7VJG8Yq8/WPBF5AD0xLtb"
    "K0BsBObQ4Q3v5P/+MgRjNw8HTNEKzDmBRy7bpnwhggP31NntxNZQhY/6bHumk/cAArESAO"
    "c0BV++iP+/fHnVBZQABHXTew4fEc2pTFvWIdWhgQDkw4nrA7dHF5jYMJDdBdh49dmWL9gh"
    "oMh5xDqifxNPp4fzFRAMooDJLGnx3gMydh8kehTMgP7aCVaGf2R3E0zcOYj/+LWgQk9zx7"
    "fLegN5S8R7Q/3tpSM7c97LC7mhhR7iG5q2/BSVW1Nnbs2IGCnpHkPOj4xoYq9/KzSoPFFz"
    "+dswImUS4axrSXN9d/uT3z0e4xoLZ12/IyXCKgMiFUdZIo5SaVzfi8aV5vwoJSuiRC86vz"
    "TMuFhRDFApVCM0CtQkqKoEgCoBsANjebdsCYDkRrAFUAu7TBu2CRRFNbL7PY/rPIhJ2BDY"
    "4tENe4psVFo3qWqFD32KzSXElWybSzi8pVIXUeQYX5V5IBiX6nwRV/kAz6QTBBsrE0TDpH"
    "Q3xwTBMCsXCL0maIURIhagWyir+Sgnq/komdUcnlkC52xbT4ysFWjXbfJhcFIqndzvr5LJ"
    "81nxgmRyNwhj4ZTL749SKbZsnS3rJMPSrElSbsSeZurDtfHBQDMigCwjicM07UtTrKTCiI"
    "gQLQtzmEbBXAjmxVzGK5dOW0zQqbzFuN3SIEv7ZeCmUCp44/CuT8tF4678/grKhA8wbhco"
    "CGmCTkEbh/YRo2WKspYJ6bq/gjIOpYoK6NQWFUARdHRTY6kB2tmWkBjZTmvp7ZHxQ8VgZG"
    "8i7Y3BUH5t5ddugJ9wg9L2u0vLb9hBvVh+MJxo4ktPm2HkeUiHcNKiNRlVmVVCfgZKNTjl"
    "xbrK9st7q+5Z17zmu2e2657/Ixz/wR/R+TM3uN+dbCgOQvm6myS5uyDH1+3yrrCn22N1Gz"
    "yvVX9VYVehv43DuVrlcxeRak2DuDWhalKRyBaLvp7xvFxc6zbbFoz+WcdfdnHJqMRXneLr"
    "EVqLFN/EwwxaVrbp1ydq0/Z63Ht7ukZXXOQB+3AzuL5OGiOVxFKJFc1FVBmg6kysUGpVG9"
    "SqIZxcSJ9xik61bstVqIQxTbqdC1Ze+EiWgE9nBR4xxaKkAWZoRkUBAehWN9Ch46z4BR/4"
    "EPCTps0nDrAtqw3wsW0K3eBCZkIGdNnuliLwzp6R4guVPu2zLayIgDiiagK/7RXtkWUXvC"
    "4ylI8C4TvhDxmjJZAkmC8YcYvPY+KQxZzPFqBHxGciaHiXrBoKf3TErAtZXfyO/K2myuDS"
    "KEmVp7H6bCtqcfH7t9Dksv3a38qaVeXnWMuE1/jdVXRNquq6I23AzXFN0wXW2a85mkBQmV"
    "glA5Z4gEoG3Gd5rZIBq04GVBWfVPrf95hnpuLqVVx986FVcfUqrl7F1au4ehVXr+LqVVy9"
    "cms2z/um4ur3Kq7eNTWqsPrv77tk1Zu2M4LqI0vuOQN38ZD6zp2NhDNXVvEXjl3pdvaK94"
    "sy/2sv8RhbjPcR1fjDjmPpBY74s7cyYqpfOSiUWTSeP6gYqazVTVIYunnWauUArcoBupuS"
    "041DuVqNt/5yvk0DuKjWW6Ce7y6dzFmB/FHN5llZXHkYv7fgVBS/iuJvwr66jSh+Jai2t2"
    "aVsUsZuxol9hv+cYR9hbWx2tSFG3P+K0bLNHUq3JyrT/kfnF27Z8tZNwQZcrqAjESigzQ7"
    "GHD1DkDgoLn04Mgu0hZB+RRFq/u1Qpswk3Mo39SxneFz4+ndoT0Ou8+TU4KrzZS/czz5Xv"
    "S/v/d6x8dve2+OT8/6J2/f9s/erEVAsilPFpxf/STEQTd89FaR8zuNnI+8HgUVnAiNUnEy"
    "gmfStJrsRRtQtHDZnhUxyp1lG+XOkh+SgCmhoyLiIB1dr3temMEegpwDqggTaE7+wT2aEy"
    "c1F9FryVVhHNmn+vwDZfup0/bjIEoWjo5cjErslAnCFm6Y25fza9RKLeYYlZL1KbKeHyBp"
    "2ueM8lawT9HCpVvJRxQog2yREluRjXFAURXGic24Q+ZuwO4+7g8qkjMb+vZGcrqqVVkDd4"
    "xKSYXnjdw+ZMrQ/ZxFNra4mmSTHSwMzC5t5qw6KUeZUGs37zgDRT8N8Y64oItbmkzFSJzd"
    "xAFu5ZJ3YGkSYGCD/4UMMML/Yt30TKldfoVsaVBdmqt0I+xGI362P9tDEwlS4vxAgfBPCE"
    "AAFvVS5lhWW2FuvRRh7fVKp1hkAijDliVLp1Dg4InJAByLmDYWDPfZhrrMzRLDufw3wIHo"
    "MHZfFzBFK9HGxJwokrMV3HqVZRCOnfVEsJvDW9eHCO8SeyEB6hxY1zlQclyTVyXUuyhVC9"
    "Xo7cexuS95SZAr/uJqrQs5im+vCL69bHx7yRo0kQ2leChmhKyFS7mKcj/+Zl18P47QKJV1"
    "bw0ZKQmTe2PGMBCDOOWDm9llGAKKZhRiEI9tTSGG/bJ51Cor22vycDXHUqIjTPIiydGwpL"
    "+KbR0SrvoMHQ0Dt6idI7yoIkYOPgFw++n6emcV+SGlS+IY94ifq4dkiuxOWmH+ZK9ubn1+"
    "r7/mCAJ+NOcUBa0fAyBpuKyzpz/wI78gfQ8I350AZhQ8fBy87vVPhTWAckiRcQgeOIMsJG"
    "wSXUBN4rDXFn7kDQkzyHaHVi7mZpkWJDs1E1Kz1IEsQrUdxXa3MEcU29OTAnrt6UmmWiua"
    "9lmNUq6j7ehR6GmO+Wgv4HqUsn3K854w2QfpuVIvL3mxQ2Rb4G8zNby28FdlN22shKjspq"
    "qzm3bk8EUO1s1OmrPXbenmOnqDPipsdZ9e527OmeIRObSkGy1E0kLvTq/fL3Cg4L0yTxSy"
    "Lear5C9VCYS97i1Et5LC215OYBk/RIikfkfEbnS5rbkcdpqE8e3/5w5nBg=="
)
