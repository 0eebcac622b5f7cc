from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "friendships" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "pair" VARCHAR(24) NOT NULL UNIQUE,
    "status" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "addressee_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "requester_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_friendships_request_09a370" ON "friendships" ("requester_id", "status");
CREATE INDEX IF NOT EXISTS "idx_friendships_address_39187d" ON "friendships" ("addressee_id", "status");
COMMENT ON TABLE "friendships" IS 'One row per pair of members, whoever asked: ``pair`` (\"<low id>:<high id>\") is unique, so two';
        CREATE TABLE IF NOT EXISTS "messages" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "subject" VARCHAR(100),
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "read_at" TIMESTAMPTZ,
    "deleted_by_sender" BOOL NOT NULL,
    "deleted_by_recipient" BOOL NOT NULL,
    "recipient_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "sender_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_messages_sender__e17a87" ON "messages" ("sender_id", "recipient_id", "id");
CREATE INDEX IF NOT EXISTS "idx_messages_recipie_3a5f48" ON "messages" ("recipient_id", "sender_id", "id");
COMMENT ON TABLE "messages" IS 'A direct message. Each side deletes its own copy: the row stays while the other side has it.';
        CREATE TABLE IF NOT EXISTS "user_skills" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "skill" VARCHAR(100) NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_user_skills_user_id_5ea614" UNIQUE ("user_id", "skill")
);
CREATE INDEX IF NOT EXISTS "idx_user_skills_skill_639dff" ON "user_skills" ("skill", "user_id");
COMMENT ON TABLE "user_skills" IS 'One row per skill on a profile (kept beside ``users.skills``) for the directory''s skill';
-- Skills already on profiles become rows for the directory filter.
INSERT INTO "user_skills" ("user_id", "skill") SELECT DISTINCT "u"."id", "s"."value" FROM "users" AS "u" CROSS JOIN LATERAL jsonb_array_elements_text("u"."skills") AS "s"("value");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "messages";
        DROP TABLE IF EXISTS "friendships";
        DROP TABLE IF EXISTS "user_skills";"""


MODELS_STATE = (
    "eJztXe1T4zYa/1c0+VJ2JsvtBsJy205nAmW7e4WlA2mv09Ixiq3EujiWaylArrf/+0ny+y"
    "s22MHx6hOxpUcSv0eWnjc9+nuwIgay6P5kzcxrRCkm9uA9+HtgwxXiP/KKh2AAHScqFC8Y"
    "nFmyPuQVNerVlCVwRpkLdcYL59CiiL8yENVd7DCvr8EEULywkfEa22DmknuK3H0wNRHQCV"
    "liBExiGRRA4ELbICvAyBLZ3wJiWxuAGQXXHyevR+MjgCmgjLjI2BfdGkTn/WJ70VoPaxv/"
    "tUYaIwvETOTyfv74k7/GtoEeEA0enaU2x8gyEqBiQzQg32ts48h3n2z2QVYUg59pOrHWKz"
    "uq7GyYSeywNraZeLtANnIhQ6J55q4FuPbasnxmBHh7I42qeEOM0RhoDteWYJGg9gYQvRto"
    "2ufLqXZ9NtW0QYZ9AUUMb/+VzmcAZz0fKpX//UIM4fXo7eG7w+ODo8NjXkUOM3zz7ovXdQ"
    "SMRyjh+TwdfJHlkEGvhsQ4AlVyTTMhNbPgnprQzUc3SZVCmQ8/jXKAaXdhXsEHzUL2gpn8"
    "8eiwBNNfJ1enHydXe0eHr0SHhH+m3kf82S8ZySIBewSz7iIBhQZZFuYfeAnDK5QPdZIyBb"
    "Xhk+4HP54CfPAiQj5acrYBPf8HjUu+avgsL4F++uni7Ho6ufhZdLei9C9L4jeZnomSkXy7"
    "Sb3dO0qxKWwE/PvT9CMQj+D3y89nEl5C2cKVPUb1pr8PxJj4Gk00m9xr0IjNzuBtgFqC6+"
    "jBwby1J3A9Sbkdrm/ze9sRJgcglXJ5zTdGrdbmFKN4fIfahU+4gU1KbPvzZe4eJeDKovuB"
    "yxRcPvkJbSTIn/iIoK2jHFB9aewXv5kdA/dLMHuCt9Gn6sL7UE6KTyr+v/P/GDFvF59cn0"
    "5+OBtIhGdQX95D19ASUIsSMiKpN2HdbNFqtEq/gTZcSHDEfyHGHEc9RzYOuFEsFIt/qJow"
    "XIylEje7JW4KnsrfNYTNOE0zouZLL5cJYfPgTQVh8+BNobApir5kNiTxW1uizVOADuh6J9"
    "c3DzVaQWzVwTgk6B24o3EVrYnXKoRXliXxdSCl94TvQXU11AxhD1eO0XhcCfFxCeLjNOIG"
    "po4FN1rdVTpN10O8x1WWj3Hx8jHOLB8zTOpg7FffHrSDwZaArYZsGbQZbOkSW55EmYT3X9"
    "eXn/PhjSjSCjfWGfgfsDBtTTsbfDdf27qAEczW2GLYpvuiv+/b4kAJ4AKhhPId4Lx3Mfkt"
    "zYLT88uTtFYtGjhJscMka9faaAK3HGMI0vEKWvlsSVGmeeOR7vtNVOCPv0V2ZY0pYcQPZ6"
    "efLibne2/fDEcSd84P7Gl1AUcOM/MeUw3ecSFD/LfanLga3waXWchPCLEQtAvUmaI2UuDP"
    "eCNtfRHhm+1ifnJ5eZ6Y/Cefpqkp/8vFydnV3tsURwLlJ+IEh5BBV6MI5aiSxat8iuxJq3"
    "3H5njb5vUAMraxagktabr+YX0wqqLyjIpVnlFGJHfJHPNlwTEJqyW9ZAj7h3YrEnmAGzPX"
    "q5ldU9/MJVbAVwKermfh0DSG84zQxcDnEvcP+LdHFXB/m3bPRLCLosx0/w/SGYdybef4zQ"
    "pNsBm67blW3rQFdSPW2Jiz3xS+1trIpskUsGlgXVJP7gjqb1GTX6HVzFuEdnFRoAyydY4y"
    "X7L+hhRbBBlyDf4O7SrIuxWkslVLd79iVDK+9mLXcOwTjIUnpkwJPuWHn66QBZkf7ZjvhE"
    "+FRO6YPbjIF5/8jMhqhQTBs4A69VrpK0i+tPZMkH72Wuk5SNodYagZpH4lbBdjBCuh5Ymp"
    "z8RpKhvpN0RNzCcPpz5PJxc5xH3uAnUlG+krRHBtYKbxXcrFz51PE9HUGW9ps3sWkYrTiS"
    "KmycD55y7lfmjDlWhxKhrs6/ya83llG5qL+JApo/yHjrh+leNNqYPfB9kqNbHzteBGUZ69"
    "R2EWx2zFlRK4QE1Nsguvud6j9fyp1XOkZFCJJo7PPQ8mES99LdrqE1BtBp5fIAPDD1gCko"
    "k+jwqHZSHoK1FNEw60FwxErxv6qI7lDcvjBorD09FDzmJWEsz7kGfv7EOo43EFpI8LgT7O"
    "WJaJzfhG4UFUA+A0XQ+Rbj5Ag+L/5oBc6N0LqquTaDmOvd1yiWwX6q/WJ9Km1BKY/XNklp"
    "hHoFhiiTsfqiSR8OuDNZ9ELkAPvLq1AcRGwIEuL3gvfwfTEMy9Q5dgiTbA4QQ+uSxb8okI"
    "9jwT43CQmkMtdnVj+3bybwEEYiYAzmkKbm/F79vbV0NACUBQN/1+eIvIoTJHhQ6pDg0EIG"
    "9OPO95NYbAxIaB7CHAxqsbW35g+4AL4HdYR/Qfone672yAYBAFTKbEEN89IHOvI1GjYrqL"
    "vwfRzAjss95pQm8M4hd/FlTowXEDJ5zfkD9F/C80WF4GsjLnvXyQC1qsk8Cr0HAv6iDlNg"
    "9SzoiRc7ZvyvlRcHTEr98LCapsqzn7bZrYZTJnF8Kd5vzy849B9fSBhtTZhfAbqRFDHxGp"
    "oPkaQfNK4vpaJK48T3etvSJJ9CT9pWOepJYCPmuhmqBRoGZBVfleVL6XFzCWD+vme8kuBA"
    "2AWjk+pmOLQFVUE6vf47g6UQDaM4GtHsq2o8gmd+supSgKoM+xucS4UmxziccytuoiSqjx"
    "bZkHonapzidxmx34Jp3oZIkyQXRslx6WmCAYZvVOvYQEvTBCpE5jVEph8bYkhcXbbAqL+M"
    "gyOBfbelJkvUB72yYfBhe1cocE9VXmkHJWPCFziBeEsXbrJXNJUim2NM6W8ER5bdZkKZ/F"
    "nm7Kw1vjg4FWRABZZyeO0/TvTHor6aTEcYC6MMdpFMyVYF478nBK7TPqGTp1SD1ttzTIvf"
    "00cHMoFbxpeENtuWrcVVBfQZnxAabtAhUhzdApaNPQ3mGUF4leCGlYX0GZhlJFBQy2FhVA"
    "EXR1U2O5AdrFlpAU2YsmTt0h44eKwSheRPobg6H82sqv3QE/4TPuMXm5HCwdU9SrJYOAiw"
    "bOJfoe0ilc9GhOJkVmlX2lAKUtOOXFvCr2y/uz7lHXvBa4Z5p1z/8Rj//gXQz+LA3u9wYb"
    "i4NQvu4u7dxDUOLr9nhX2dPts7oPnte2r9B5qdDfzuHcrvD5EpFqXYO4N6FqUpAo3hYDOe"
    "PxfTGUbZreGANdJ5h26Z1RbV/b3L7uoLXO8U1cr6BlFZt+A6I+La8Ho3dHIbrioQzY64vJ"
    "+XnWGKl2LHWworuIKgPUNg9WKLGqD2LVFC5Opc84R6YKy0oFKmFMk27nipkXPpJ7wIezAX"
    "eYYpHSADO0oiKBAPSyG+jQdTf8gTe8D7imafOBA2zLbAO8bZtCL7iQmZABXZZ7qQh83TOR"
    "fKHV3m5sYUUExBVZE/hrP2mPTLvgV5GhfBQI3wnvZI7ugSTBfMKIV3wcC5esHT5agO4QH4"
    "mg4VWKcij8MRCjrmR1CSryr5oqg0undqoyiTVgW1WLS1C/hyaX5i96UNasNu/erhNeE1RX"
    "0TW5ousLSQPeGdc8WSA8/VoiCURp6NVhwBodqMOAu7xfq8OAbR8GVBmf1PG/r/GcmYqrV3"
    "H13YdWxdWruHoVV6/i6lVcvYqrV3H1yq3ZPe+biqvfqbh6z9Sowuq/vkso2zdtFwTVJ6bc"
    "Ywbu6iH1g0sbCWeuzOIvHLvS7ewn7xdp/kMv8RxbjNcR2fjjjmPpBU74sxtpMdevHCXKrB"
    "rPH2WMVNbqLgkMwzJrtXKAtuUAfZmU051DuV2Jd/vpfLsGcFWpt0I+35d0MhcF8iclm0f3"
    "4tbD+P0Jp6L4VRR/F9bVJqL41UbV3JxVxi5l7OrUtt/xyxF2FdbOSlOnXsz5rxjd54lT8e"
    "JSeSq4cDZ0z9azbggy5A4BmYmDDtLsYMDNewCBixzpwZFVpC2C8iGKUu+2Qpswk3Oo3NTR"
    "TPOl8fRe0z6Hvf7kkODmecLfCV58LfLfP0ejg4N3ozcHR8fjw3fvxsdvwi0gW1S2F5x8+l"
    "FsB8O46q0i5180cj7xeVQUcBI0SsQpCJ7Jk2qKJ21E0cNpe1zFKHdcbJQ7zl4kAXNCR0XE"
    "QT66fvWyMIMdBLkEVBEm0J3zB1fIIW7uWUS/pFSEcWWd9s8fKNvPNm0/LqJk7erIw6jGSp"
    "kh7OGC2fw+H6JWazKnqNRen7PXcwWS5l1nVDaDA4oeTt1WLlGgDLJ1TmxFMcYRRVsYZxbj"
    "AXG8gN1dXB9UJGcx9P2N5PREq7oG7hSV2hUeN3IHkClD92MW2dTk6pJNdrI2MDuzmbsZ5K"
    "gysdJhmToDRT0N8Yq4ootbmkxFS5zdxAVe5pL34N4kwMAG/wsZYIT/xbrpm1KH/AnZ0qB6"
    "b27yjbDPavHGvrGnJhKkxP2GAuGfEIAALPKlOFhmW2FevhRh7fVTp1hkASjDliVTp1Dg4o"
    "XJAJyLmDYWNXdjQ12ezRLNefw3wJ6oMPc+F7BEG1HGxJgokqMV3HpVZBBO6Xoi2M3lpaES"
    "4T9iPyRA6YHb0gMlxzX5VEO8S1L1UIxuPo7N+8hrgtzyjatbnchJfEdV8B0V4zvK5qBJLC"
    "jVQzETZD2cym2k+wkW6+rrcYJGiaw7a8jIOTC5M2YMAzGIcy7cLE7DEFF0IxGD6LY3iRh2"
    "y+ax1b2yvyYPT3KstXXESZ60c3Ts0F/Ltg4J1/YMHR0Dt6qdIz6pEkYOPgDw+Zfz8xfLyA"
    "8pvSeucYW4Xj0lS2QP8hLzZ2sNS/Pz+/U1VxBw1ZxTVLR+TICk4XudvfyGq/yC9FtA+OoE"
    "MKPg+uPk9Wh8JKwBlEOKjH1wzRlkIWGTGAJqEpe9tvAdL8iYQZptWrmYu2VakOzUTEjNWg"
    "pZgqoZwfZlYU4ItkeHFeTao8NCsVYU7bIYpVxHzchR6MHBvLUncD1J2T/heUeYHID0WKqX"
    "p3zYMbIG+NtNCa8v/FWnm54thKjTTW2fbnoZVeiDi5FtUBM7gxwVKFY6LFN95mG9JxzAcS"
    "B2RTaQFVrNkEuFF5aIGyUApEtkvAe3t6LG7S3Yuxl8Z3EibHz//jsTL0zx62bwSigv3nTw"
    "7q+4J7nO4Bb7u7FdxB/lfRlQF1diYBsQhy9lmCFgcFlAGhkp0KFtEwZmhJlghnSyksOiFX"
    "WrRCoTv8dwVvnhYIKkoTzffJEVzSDUXA9KO9ymdijmcR29MKjfO41wVEUjHBVrhKOMRtjF"
    "cM0c/4bDl2UB01ZQViGbSu9uxH+R2neq+jBSZEp2z/WAJ6WGyvGwSTKFbZWAWB8zpRw9Hh"
    "GbnF6P538IP3YF7qNuuNS62CX184IPDMrPMKN7BkXDMsVz5VWq7GbzVDHgk+2DM6ibgGID"
    "+SG4VDrFyL0tInw376PYXgY3VAQLW0i+I0JD8whNKIjyHG/tdlZTXaRcEgy/Lz4u7GCRNM"
    "N7bvZ+qHTria5Vzs2O7WDDEgWSrmf5N+WWqDkRyZP0nI5ZwtUlUVvZxHLVFnWdg9Iom9Eo"
    "ZQas+iyPkSkfX5d9fP75KW220TxhI8vp0puIcunVpUQ1LiWKIRiKf09nQqIJxYcafEjL3p"
    "XtO0kyZd/JvXgrpsdUBDZBo1B93GpWtH4rq07SqpOYWI/by0oWZYVs2hiZXAu7ZC8T0F8v"
    "sWUNcixmUeGwzGYmI1GoqPeEYA1JB4gNIHBcMhcmqr0lchiYIWmgur0VzdN9r/3b21fh1S"
    "6eNYy4m2+o10rGYtZSPzd27EYZYXFbcenztbgVi9ivPXqgi9CV4kyrQYiTN+7SG2bCfy0I"
    "+FHWri7tPMMya1fAusq2roCgF6aYLZi6VCymisXswA7f0VjMCXKxbubt7H5J6bYOozoqhe"
    "gufc5lW9Idl3FqpjSJkfRwWxqNx1VC+cbj4lg+UZbKG+M4dRD2q/cQ3VY2ff9+hizCxTkh"
    "YiTbTwrxMjb3xtI/ZKSDbW5mX/4P5BrG7g=="
)
