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
        ALTER TABLE "projects" DROP COLUMN "search_text";
        ALTER TABLE "threads" DROP COLUMN "search_text";
        DROP TABLE IF EXISTS "tag_counts";"""


MODELS_STATE = (
    "eJztXW1z27gR/isYfnJmFNeWLdvNdTojO87FPb/c2Lr05pIbBiIhCTVF8AjItprmvxcA31"
    "9N2qJEMfgmAVgAegBiF7vPUt+0OTGRRXeHCza7Q5RiYmvvwDfNhnPEP+RV94AGHSeqFAUM"
    "ji3ZHvKGOvVayho4psyFBuOVE2hRxItMRA0XO8wbSxsCiqc2Mt9iG4xd8kiRuwtGMwQMQu"
    "4xAjNimRRA4ELbJHPAyD2yfwLEtpYAMwruPg7f9gdHAFNAGXGRuSuGNYnBx8X2tLERFjb+"
    "a4F0RqaIzZDLx/n8Jy/GtomeEA2+Ovf6BCPLTICKTdGBLNfZ0pFlFzb7IBuKyY91g1iLuR"
    "01dpZsRuywNbaZKJ0iG7mQIdE9cxcCXHthWf5iBHh7M42aeFOMyZhoAheWWCIh7U0gKtN0"
    "/fpmpN+dj3RdyyxfIBHD2y8y+A7gS8+nSuWvn4opvO3vHx4fnhwcHZ7wJnKaYcnxd2/oCB"
    "hPUMJzPdK+y3rIoNdCYhyBKldNn0E6y4J7NoNuPrpJqRTKfPpplANM2wvzHD7pFrKnbMa/"
    "Hh2WYPppeHv2cXi7c3T4RgxI+GPqPcTXfk1fVgnYI5gNFwkodMiyML/nNQzPUT7USckU1K"
    "Yvuht8eAnwQUGEfHTkrAN6/gPNG35q+EteAv3o4ur8bjS8+lUMN6f0L0viNxydi5q+LF2m"
    "SneOUssUdgL+fTH6CMRX8MfN9bmEl1A2deWIUbvRH5qYEz+jiW6TRx2asd0ZlAaoJVYdPT"
    "mY9/aCVU9KrmfV1/m8bckiByCVrvKCK0a9lnKKSTyvobbhEV6BkhJqf3Kfq6MEXFl0P3Cb"
    "gtsnv6ClBPmCzwjaBsoB1bfGfvO72TJwvwe7JyiNHlUXPoZ2UnxT8d/OfzFinhYf3p0N35"
    "9rEuExNO4foWvqCahFDemTVEnYNls178/TJdCGUwmO+BViznHUc2zjYDWKjWLxg6oZw8VY"
    "KnOzXeamWFP5uYaxGZdZjam56eMyYWwe7FUwNg/2Co1NUfU9o5DEZ/0eLV8CdCDXObt+9V"
    "CjOcRWHYxDgc6B2x9UuTXxVoXwyrokvg6k9JFwHVT3hpoR7ODJ0R8MKiE+KEF8kEbcxNSx"
    "4FKve0qn5TqI96DK8TEoPj4GmeNjjEkdjP3m64NW09YEbDVky6DNYEvvseVZlEl4/3V3c5"
    "0PbySRvnBjg4H/AQvTxm5n2j8mC9sQMILxAlsM23RXjPfPplagBHCBUOLyHeC8czX8Pb0E"
    "Z5c3p+lbtejgNLUcM7JwraUucMtxhiADz6GVvywpyfTaeKK7fhcV1sdXkW05Y0oW4v352c"
    "XV8HJnf6/Xl7jz9cDerS5YkcPMvsdUhw/cyBC/Vp8QV+dq8D4L+SkhFoJ2wXWmqI8U+GPe"
    "SVNPRFiyXsxPb24uE5v/9GKU2vK/XZ2e3+7sp1YkuPxEK8EhZNDVKUI5V8niUz4l9qLTvm"
    "V7vGn3egAZW1q1jJa0XPewPuhXufL0i688/YxJ7pIJ5seCMyOslvWSEewe2o1Y5HQxDqem"
    "M5znCy0GPVe4e8DvH1XAfT8dJYhgF1WZbf4fZDAO5cLOCd8UegIzcuvz8O81BfVKnIKxmP"
    "NMhPxqI5sWU8CmgXVJPfUXtF/jhXKO5mPvENrGQ4EyyBY5d8qS8zeUWCPIkF8kH9C2grxd"
    "XIm1Oly7RZXIhHyLI5SxRzDGkkvdaH3JD7/cIgsyn3SXHwtOMfO2zC1ZFBJOPkZkPkdC4F"
    "VAnXm9dBUk31p7JUi/er10HCT9gTC0GqQ+EbaNVLVKaHlm6itxGslOug3RKvaTh1OXt5OL"
    "HOK+9oC6lZ10CaImKUtXyMTwA5aAZHhLUWWvjLw0F8104e/aIIWpbtBcEbp75R7nYmITes"
    "q5rZTQQJ7yrihdCJKfVED6pBDok8xlkNiM258eRDUATst1EOnVu/Yp/m8OyIUOuaC54jDn"
    "+OK2y4uhMj7W4sZo0moJbuo5NkvsEl9sscT9BVXSD/32YME3kQvQE29uLQGxEXCgyyveyc"
    "/BNgQTj64P7tESOFzAF5d193wjgh3vVtDTUnuowaG+2P7V9icAgdgJgK80BV+/is9fv77p"
    "AUoAgsbMH4f3iBwqsxsNSA1oIgB5d+L7jteiB2bYNJHdA9h888WWD9guoMh9wAaifxOj01"
    "1nCcQCUcBkMqV47gGZeAOJFhUTJb9p0c4IrlQeD92bg/jEvwsp9OS4gd/M78jfIv4TGhwv"
    "mmzM115+kQdabJDAEbDiURQFf50U/DExc1jhI74eBaRDv30nLKgyVXP++yihZTKst1DTXN"
    "5c/xw0T1PhUqy38Bmpwb6KhBTdqgbdSllcP4rFleecrqUrkkIvur+0jQ7TDEejFqoJGQVq"
    "FlSVKawyhTfgLO/VzRTOHgQrALVySKtlh0BVVBOn3/O4OlHM+JXAVo8+bymySW3dpuT2AP"
    "ocn0tsVYp9LnH6QaMhosQ1vin3QNQvNfgmbnIA36UTkUGVC6JlWrpX4oJgmNUjqoYCnXBC"
    "pAiUlZIf90uSH/ezyY/xmWVwLvb1pMQ6gfa6XT4MTmtlnQbtVc5p+VK8IOfUI2Es3HppwE"
    "kptSwrXxYTzYnAt44GiMt0L32pkQR4wRyrC3NcRsFcCeaFI3mMtdOZMnIqnyntLzPJo/0y"
    "cHMkFbxpeMNbWlW+T9BeQZmJPaXvoxUhzcgpaNPQPmD0mGO/FUIatldQpqFU0WhtbdFoiq"
    "BrzHSWSwwuvoGnxDb6qqctunSr2H/xIdLd2L+Kp6p4agviU6948/Lm0nVbdlGvljcIp7r4"
    "I5LXYeRH5kZw2qE9mTSZVaJuAUprCAaLfVUcD/Z33bMhYT0IC6w2LPw5zjvgQ2h/lpLKvc"
    "nG4u8qxtomzd0ri7F6a1c5wuovdRcifk2/9HtTlNPW4dys8bkJhlTbIO4MRUoaEsVqMbAz"
    "nteLoW2zasUY3HWCbZfWjEp9rVN9PUBrkRObuJtDyyp2/QZCXTpeD/rHRyG64ksZsHdXw8"
    "vLrDNSaSxF6G8vosoBtU5CvzKrumBWjeD0TMaMc2yqsK7UoBLONBl2rpjx/5E8Aj6dJXjA"
    "FItUeszQnIrEdehl1RvQdZf8C+94F/Cbps0nDrAts9x53zaFHqmNzSADhqz3UuD9u2ci6b"
    "/R0b7YwosIiCuy9Xmx/7IYme7vN5EMPwpE7IQPMkGPQIpgvmFEEZ/H1CULh88WoAfEZyJk"
    "eJOi3P3Pmph1Ja9L0JA/1VQ5XFqlqcos1mDZqnpcgvYddLms/p3AypvV5L8F1qHXBM0Vuy"
    "bXdN2QNeDlVubZAmHWZYklEL2xVCWh1RhAJaFts75WSWhNJ6GpNw2ptLMfMb9J8eoVr779"
    "0CpeveLVK1694tUrXr3i1StevQprti/6pnj1W8Wr91yNilb/4/1fUfOu7QJSfWLLPefgrk"
    "6p125sJIK58u3xIrArw87+S+PF6+XDKPEEW4y3EW+BjweOZRQ4Ec9eSY+5ceXoBY1V+fzR"
    "mwqVt7pNBkOvzFutAqBNBUA386rj1qHcrMW7/tfItg3gqlZvhffIbjLIXETkT1o2z+rixm"
    "n8/oZTLH7F4m/DuboKFr9SVKvbs8rZpZxdrVL7LX8p/7bC2lpr6szjnH/C6DHPnIpXl9pT"
    "wR+dhuHZet4NIYbcHiBjkegg3Q4mXL4DELjIkREc2UT6Iiifoqj1/iXPJmzGV6jc1bGa7k"
    "v59F7X/gp748kpweXrjL9TPP1R7L+/9/sHB8f9vYOjk8Hh8fHgZC9UAdmqMl1wevGzUAe9"
    "+NVbMec3ypxPPB4VDZyEjDJxCsgzeVZN8aaNJDq4bU+qOOVOip1yJ9k/MIA51FHBOMhH12"
    "9eRjPYQpBLQBU0gfbkH9wih7i5uYh+TakJ48o2zecfKN/POn0/LqJk4RrIw6jGSZkR7OCB"
    "uXo9H6JWazOnpJSuz9H1/AJJ8/5Gp2wHBxId3LqN/IkCZZAtcrgVxRhHEk1hnDmMNeJ4hN"
    "1tPB8Uk7MY+u4yOT3Tqq6DOyWltMLzTu4AMuXofs4jm9pcbfLJDpGLjZmWc43xa3pl1xgY"
    "tVG3mG16rHtlEWzk0tw/USzx9EQiHTT/+oNBBdOEtyq0TWRd0jgRD1UNhP3mHUS3kTxsP0"
    "SURbg4Ozgmsv4E4c141FaWCrxRn9z3/wNAigMv"
)
