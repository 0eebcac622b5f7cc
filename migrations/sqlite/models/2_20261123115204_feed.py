from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "posts" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "content" TEXT NOT NULL,
    "media_urls" JSON NOT NULL,
    "tags" JSON NOT NULL,
    "likes_count" INT NOT NULL,
    "comment_count" INT NOT NULL,
    "shares_count" INT NOT NULL,
    "hidden" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_posts_hidden_eabe95" ON "posts" ("hidden", "id");
CREATE INDEX IF NOT EXISTS "idx_posts_user_id_8d149c" ON "posts" ("user_id", "hidden", "id");
        CREATE TABLE IF NOT EXISTS "post_likes" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_likes_user_id_b341ec" UNIQUE ("user_id", "post_id")
);
        CREATE TABLE IF NOT EXISTS "post_shares" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_shares_user_id_2409eb" UNIQUE ("user_id", "post_id")
) /* A member's share of a post: repeated shares by one member count once. */;
        CREATE TABLE IF NOT EXISTS "post_tags" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_tags_post_id_5dfd46" UNIQUE ("post_id", "tag")
) /* One row per tag of a post, for trending hashtags. */;
CREATE INDEX IF NOT EXISTS "idx_post_tags_tag_fdbe34" ON "post_tags" ("tag", "post_id");
CREATE INDEX IF NOT EXISTS "idx_post_tags_created_dbbe47" ON "post_tags" ("created_at");
        ALTER TABLE "comments" ADD "post_id" INT REFERENCES "posts" ("id") ON DELETE CASCADE;
        CREATE INDEX IF NOT EXISTS "idx_comments_post_id_235484" ON "comments" ("post_id", "hidden", "id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_comments_post_id_235484";
        ALTER TABLE "comments" DROP COLUMN "post_id";
        DROP TABLE IF EXISTS "post_likes";
        DROP TABLE IF EXISTS "post_tags";
        DROP TABLE IF EXISTS "post_shares";
        DROP TABLE IF EXISTS "posts";"""


MODELS_STATE = (
    "eJztXWtzozgW/SuUv2ymyp1KnDjJ9m5tlZNOT2cmj6nE0zs1U1OUbGSbNUYewEm8vf3fVx"
    "JvgTDEgDG53xKkK/CR0D336kh86yyIhg37cLByZk/YtnVidj4q3zomWmD6R1pxV+mg5TIs"
    "ZBccNDJ4fUQrqrZbk5egke1YaOzQwgkybEwvadgeW/rSce/VGSi2PjWx9kE3lZFFXmxsHS"
    "rDGVbGhMx1rMyIodkKUixkamShOGSOzX8oxDTWiu7YytOXwYde/0zRbcV2iIW1Q3ZbjYzp"
    "fXVzWtkdVqb+1wqrDpliZ4Ytep8//qSXdVPDr9j2/13O1YmODS0Gqq6xBvh11Vkv+bUb0/"
    "nMK7KHH6ljYqwWZlh5uXZmxAxq66bDrk6xiS3kYNa8Y60YuObKMLzO8PF2nzSs4j5ixEbD"
    "E7QyWBcxa/cBwmsdVb1/GKpP10NV7SS6z7eI4O1dGtMRQLuePqrNf/2UPcKH3vHp+enFyd"
    "npBa3CHzO4cv7dvXUIjGvI4bkfdr7zcuQgtwbHOASV95o6Q/YsCe7VDFnp6MatBJTp44so"
    "+5g2F+YFelUNbE6dGf337DQD06+Dx6svg8eDs9Mf2A0JfU3dl/jeK+nxIgZ7CPPYwgwKFT"
    "lJmD/REkdf4HSo45YC1Jpneuj/8Rbg/Qsh8uGUUwf09AdqD3TW8Lo8A/rhzd3103Bw9wu7"
    "3cK2/zI4foPhNSvp8atr4erBmdBNQSPKv2+GXxT2r/L7w/01h5fYztTidwzrDX/vsGeicz"
    "RRTfKiIi0yOv2rPmqxXsevS5229oZej1vW0+t1vm970sk+SJm9vKKOUS3knCIWmz3UPrzC"
    "JTgp5vYn81QfxeBKovuZcgrKT37Gaw7yDX0iZI5xCqgeG/vVa2bPwP3ujx7/aviqWugl4E"
    "nRQUV/O/3F2HG9+ODpavDpusMRHqHx/AVZmhqDmpWQHhGuBHWTRYveQryCTDTl4LBfwZ45"
    "inoKN/Z7Q06K2Q/KR4blWALdbBbdZH3K/y5ANqM25VDNXU+XMbJ5cpSDbJ4cSckmK/qecE"
    "jsb3WO128B2rdrHa8vH2q8QLpRBOPAoHXg9vp5oiZaSwovL4vju0S2/UKoDyoaoSYMWzhz"
    "9Pr9XIj3MxDvi4hrur000FotOkuLdi3Eu59n+ujLp49+YvoY6aQIxl71+qDtdGoCNh+yWd"
    "AmsLXnuuEyyji8Pz093KfDG1qIAbc+dpT/KYZuVxaddf45WZljBqMyWumGo5v2Ibvfv6rq"
    "gQzAGUKx4NvH+eBu8JvYBVe3D5diVM0auBS6Y0ZWlrFWGW4pyRA81hfISO8WwVLsG9f00G"
    "siR/94LrIpc0xGR3y6vrq5G9weHB91exx32h+6G9X5PXKaGPe6raJnSjLYr1UnxFKpG5wn"
    "Ib8kxMDIlIQzsjYE8Ee0kareiOBKvZhfPjzcxgb/5c1QGPK/3l1ePx4cCz3iBz9hT1AIHW"
    "SpNsYpoaR8lhfM3jTbN2yMV51e9yFz1kYh0iLatQ/rk16ekKcnD3l6CUpukYlOp4XljDiF"
    "2EvCsH1oV8LI7dUoeDTV0dNyoXLQU43bB/zxWQ7cj8VVghB2VpQY5v/BY4dCuTJTlm+kmc"
    "CEXX0Z/qOqoC4lKRhZc56xJb/CyIpmAKwIrEWKuT+/fo0B5QIvRu4ktI+Tgu0gZ5USU2bM"
    "v4FFjSAjGkg+430Feb+0ErUmXNsllUgs+cpXKCOvYEQlJ0S0nuXnnx+xgRxPdJe+Fiwo8/"
    "YsLSlbEo6/RmSxwMxgK6Cu3FbaCpLH1rYE6Re3lZaDpD4TB5eD1Ffi7KNULRdaLk3dEqch"
    "b6TdEJUxnlyc2jycmJ/d9qUj1a1bNAEe1dDnW09MtJ1b2kyrcbJpmFIGUE+snbYiZeElsb"
    "Z95R55I22CqEqN4B3WdPRZ54AkhIJhYTdLLbhg1VSWYN6hZrCoSgV2UHSzl3jkSkL8mpIe"
    "yNBdvablBNqgSrnIgfSFFOiLRPaFmA4N+FyICgAs2rUQ6fLX0mz9vykgSzPgfnXYNJCS/N"
    "6vtGG9UL/bvGGVrMVPjaVwlkjWTM5Yogm6PPt9vfoKMRWkuCF0l/7lZWcUYrF/KLrKAX6l"
    "TRlrWhMrZELrYl4f/5C2ybesZjfTpm+dEFk/B+BunJjpmoY5nab/Myv8urT8RK/XkAexN8"
    "L917PDK1Ps+D98QojcxM9cVXwXFluVfAvYllLntpQR0VJ2Sgxpf0iEuF79VpCcLG9w/dsw"
    "5ggSStDAGdw+3P/oVxfloYISNHhHCigSQyOQIBaQIAIpei+kKJHsK+QoIhZvCi6aJg4rOb"
    "aI84iCSjCAdYMQrBCqMRsANQkqHEcAxxHsYIGgW/Q4guREUAKoudfNGzYJ5EU1NvttxnUZ"
    "ClO2BDa/xGVPkY176xzQeovq2+Kab21+X0ENaWWTziTxB3NK5i4yzuWZu6hqrNKFxliaqa"
    "r0VdiuPSbuun5VN/ByjaGGH7JkDeM93YwsmaM7xfYXBAatyJMJuvdce9aPM/asHyf3rEef"
    "LIGzPB0pmLUC7bqzkg6aFjoswK8PRwVkd8UbjgpwpTwrq9jpDXEr6JbSu0XDC8LwLeIBoj"
    "bt23VaybklTH9YFOaoDcCcC+bVksvPC+9CTdjBNlQxA6mRF/Nt4KZYArwivEGUllc15tcH"
    "KBPLo2I8mhPShB1AK0L7rOOXFP4mhTSoD1CKUIJgogOCiQaQsvYKJmDNFNZMG7BcssUR7r"
    "vb99+w0DHfBmQ0VdkXjbbDyFsrGqJpi8ZknMTBjn8JSjUsT7JxJV+h9EbdxkVK1U9Ul7tQ"
    "+UdUW0Bv0fkzU+zvPmxkjR1W/ZrkubtZq35u3+Ve8/O6ug1rUFV/PWBXstLG4Vwt+dyFCq"
    "ppEJcpg9qpaIcTCblb9HnGZr8YcJuyHaMf6/jDTvSM4L7qdF/PyFilZMufFsgw5MlI36hN"
    "0+tJ7/wsQJf9kwXs093g9rY5GyEaCimI9huFKCSg6hTtA61qA63ydkykMKpwL4WcTEUOOw"
    "QhdIEbgBC66b4ki1OCELpqITQcyADS5/eosQVtF2i7mg8taLtA2wXaLtB2gbZrPzoXUmu7"
    "zwCBtmuvtF1u8gukXe/v4xvVJ1slwq7YkNuUcs0v6+o8mFihL4SyxJZCrdjRreFBrxNiuQ"
    "e50oIJjahpHWRqwSUWXCcPjS2lxdS18/AgoLyasvBEHMifNokwdLPypyApq0pStpsj9RqH"
    "crWMt/7jypoGcF7Wm+O8sl0ue8rEZHFms9EXVy4l8wYcKMlASdaEebUMJRk4qvLGLCS7IN"
    "nVKLff8MNf9xXWxrIpfoppmijfO900Q43vf950/+VjkUEPn4Fp7NyexfC8b9glkZULjyIm"
    "rchP1K09grP+tu2WSnRIIAlrTFfwj1sXVjEJViC8AXlYbdC6nxkvjKxoBsCCWAzEYg3kiC"
    "AWg/wZ5M9ALNYCsRinydsBxHJct7SZFg3HFDa3PUZPrJ22glTSgXIUppZJDqvOOvM3T5J5"
    "9t/K7OyzGswBlR0Ew7LgsHa/08wusPl3yObr/w5y4zoX9AUNRBTiozr1BfV+qXNfIW3qpz"
    "qDyEFC8oKwYgPLC8OYzTsmBsoCL0bY+putcDN3gwNr5qNi4SUnBG6JrYzWCjGxZ6Dw5DW9"
    "MMbJXROltQpkc/dTOJBNIJtANoFsNh9RIJtANpsGaYPJpuyrC2FqdgPR3HJjLmvD20RrYV"
    "OjaCszZM9Yqzk34m5qIf1rDt6Ay/0pB68HS9TPRsgPSGab5EGyuC5s5a1sKy+EEXLoIYyA"
    "MOKtXwMBhra/DO3K3W7xVccvaSwtWpzJ1LxtG2pwMmExtsbMsNVVyIid6s3PN9HQ+iMlX0"
    "Eij1Xhh57Y9BFZqULnAFsxiTOj/ZNN5cppPpXnzem44506ipxH7t6PPxJab5c8vNSn74VT"
    "/b3XOzk57x2dnF30T8/P+xdHwUyVLMqasi5vfmSzVszjbGZefk/mpV5+/RZyr+OzHNzrWH"
    "TqkQOoz0TuFXs9cvrhmA14Ysm5sWkZJ/mgDS1aOGwv8oQMF/KQ4SIRMrDpOzVWSEfXq54V"
    "IOwhyBmgMoKfxg53Q2Ye8ZJYqfumvZJMCmPxOtXvnYZ8Sp35FBpIkpU1xi5GBWbKhGELJ8"
    "zy/XyAWqHBLFiBr0/x9RZGNknZq5Y1gn2LFg7dfq6vpPQzvpLST34lxXaQs0rRnMsxDi2q"
    "wjgxGXfI0t1+uI/zA+Rg5dC3NwfrUqui4gPBCrzC5lysD1kJ+diWixCEwdWknOwAW/p41k"
    "kJY7ySblYYg8I6EMXs02vdzYhinrFl68XYX8SkhfSv1+/noCa0lpSb8LI4OWEvVQGEveot"
    "RLeSTxBKDwOTn4IkPwyshoOQdpNRK+3Io53m5L7/H9RqLm4="
)
