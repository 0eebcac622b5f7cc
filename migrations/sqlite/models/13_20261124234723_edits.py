from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "content_versions" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "object_id" INT NOT NULL,
    "title" VARCHAR(100),
    "body" TEXT NOT NULL,
    "tags" JSON NOT NULL,
    "media_urls" JSON NOT NULL,
    "written_at" TIMESTAMP NOT NULL,
    "created_at" TIMESTAMP NOT NULL
) /* An earlier version of a thread or a feed post, written when its author edits it: what it */;
CREATE INDEX IF NOT EXISTS "idx_content_ver_kind_a8eb64" ON "content_versions" ("kind", "object_id", "id");
        ALTER TABLE "comments" ADD "edited_at" TIMESTAMP;
        ALTER TABLE "comments" ADD "deleted_at" TIMESTAMP;
        ALTER TABLE "threads" ADD "edited_at" TIMESTAMP;
        ALTER TABLE "posts" ADD "edited_at" TIMESTAMP;
        ALTER TABLE "messages" ADD "edited_at" TIMESTAMP;
        ALTER TABLE "messages" ADD "deleted_at" TIMESTAMP;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "comments" DROP COLUMN "edited_at";
        ALTER TABLE "comments" DROP COLUMN "deleted_at";
        ALTER TABLE "threads" DROP COLUMN "edited_at";
        ALTER TABLE "posts" DROP COLUMN "edited_at";
        ALTER TABLE "messages" DROP COLUMN "edited_at";
        ALTER TABLE "messages" DROP COLUMN "deleted_at";
        DROP TABLE IF EXISTS "content_versions";"""


MODELS_STATE = (
    "eJztXetz2za2/1cw+lJ7RnFj+ZHctLMzSupss+skndjt3Yd3KIiELKwoQktAVrS9/d8vDk"
    "hKfIuUSJpi8CWxCByQ/AEEzvv83pszi9j8bLgU0zvCOWVO7w36vefgOZF/pDX3UQ8vFttG"
    "uCDw2Fb9sexocK+nasFjLlxsCtk4wTYn8pJFuOnShfDu1RsiTh8dYr2gDhq7bMWJe4bupw"
    "SZjM0oQVNmWxxh5GLHYnMk2Iw4PyDm2GtEBUd3Pw9fDK6uEeWIC+YS6wxuazFT3pc6j7Xd"
    "YenQ/yyJIdgjEVPiyvv881/yMnUs8pXw4OdiZkwosa0IqNSCAdR1Q6wX6toHR7xXHeHhx4"
    "bJ7OXc2XZerMWUOZve1BFw9ZE4xMWCwPDCXQK4ztK2/ckI8PaedNvFe8QQjUUmeGnDFAG1"
    "9wDbaz3D+PT53ri7uTeMXmL6AooQ3v4lU64AOfXyUbl6+0d4hBeD88tXl68vri9fyy7qMT"
    "dXXv3h3XoLjEeo4Pl03/tDtWOBvR4K4y2oataMKebTJLjvpthNRzdKFUNZPn4c5QDT9sI8"
    "x18NmziPYip/Xl/mYPrb8Mu7n4dfTq4vT+GGTH6m3kf8yW8ZqCaAfQuz6RKAwsAiCfNPsk"
    "XQOUmHOkoZg9rySc+CP/YBPriwRX675TQBvXxB67PcNfwpz4H+/sPHm7v74cdf4HZzzv9j"
    "K/yG9zfQMlBX17GrJ9exadoMgv73w/3PCH6if3z+dKPgZVw8uuqO2373/+jBM8k9mhkOWx"
    "nYCq3O4GqAWmTWydcFlaPtMetRymZmvcnv7UgmOQApd5aX8mA0Sh1OIYrdJ9QxfMIVHFJw"
    "7E9mqWcUwJVE973kKSR/8leyViB/kE+EHZOkgOpzY7/6wxwZuH8Eqye4uv1UXbza8EnhRS"
    "XfXb4xEd4pPrx7N/zppqcQHmNztsKuZUSghhY2YLErm77JpvlgHr+CHfyowIG3gGf2UZf7"
    "HL75umCuSOOQQ625DLLiX4jqWJg/npP5mLjfcfTQ+4mtHJthC83XCIZ66CHsmlP6RM7QZ4"
    "cgyd2iBXF9EnSCkUNWyCVyAXAh/1/Y2CQcSY4VMf97jnLKtd3rwWEOOf1B/fwvXSBbjsOR"
    "5MjhAgwlWW1iT/qIM4SdNVqRMVq4TI7AkYkdNJXMueyD2FIg/0/JkDvkSd56KRe0++B8Py"
    "cWxWfog1AUY4Is/xWIJdl5U4I7YS56Jd9mzdEJvPn32DTZ0hFnc+tUs/UtZOvlXiiWvAxL"
    "v6Wohp0vsmv2FsSxAKZGuPrzlwW4+vOXmVw9NEW5ev+7TsL8ljrYXacDHSKKIT1eC8ILYO"
    "0v1JYdUGmovr39/DbCxkkw3374NPzy95OPw7+dRni528+f/hz0D7Nob/9+fzOMAc/pf1NQ"
    "z9w1gu7NMVsvW71vaLn025ZL4c3We8x5mK6CGT+efaxNE1xIJm2R5mH3LGvFw36TvGXT95"
    "jnBLH+oNs811rJ1G0l07NKo0euYlKYpyiXgrnIVivBCxXTJ2VjqVUf7VJ9wJyqvxPQZis/"
    "wjTNqT8as2deFNF8XGRrPi4Smo8AMGNG1vsAHdB1znRcPdRkjqldBuMNQefAHVwVMczLXp"
    "nwqrYovgvM+YrJM6isE0SCsIM7x+DqqhDiVzmIX8URtyhf2HhtlN2l43QdxPuqyPZxlb19"
    "XCW2jzFlZTD2uzdoA2hG+X/1shiyedAmsOUzatspVpa/3H3+lKGJ3lDExW1qCvR/yKa8Nt"
    "ms9+Nk6ZgAIxovqS2ow8/gfn+qawZyAAeEIqJ3gPPGLhCagncpVgEY4G1sOqZs6dprA3BL"
    "0YYQk86xnT4tMcr43HikZ/4QnVKE/HTz7sPH4e3J+cv+QOEu54N6Ul0wI5eJdU+5gZ8kkw"
    "Fva0yYa8hjcJZiBWPMJtjJEGeyxogbxeQgdX0RmysNW8U+f76NLP63H+5jS/7Xj29vvpyc"
    "x2Ykab+REArsGpyQFFEye5ePke2127dsjdftwRlAJtZ2KaYlTtc9rC8GRUSeQbbIM0iw5C"
    "6bULktLKZMlOJeEoTdQ7sWjjzATUyX87FTUt5MJdbAFwKeL8ebRzMETVNB57jspBF3D/jz"
    "6yJ+O3HjTMhv5zpluf+bmMJQPmwlVLAJOu1QEmdIxBScBEojGyfTwMaBdVk5viPo36Ak73"
    "m0NiPPV78pHInLJJYSvOc9eIwgzwnn+JFwY+KyeRmsE4QNQg7O0mvmpIAeaWmnj+pxefg1"
    "alvoloNfwrch2xgf2vRCMccx5Y1P+f6vX4iNhR/CnO70EItzPjINfJb3Q9RmEQtA2R+saM"
    "hLF7Ey2XxOnENxeueN0lWQfFniQJB+8UbpOEjGE/MjIw5G6jcmjtEZvRBanhB1IE73apBu"
    "Q1TFevJw6vJyAp7k0I+O1WfObAM8hk1nB29McpxbOUynceJSsKsCqDsYp6tIuaQC9vIL6T"
    "JriZcWFYZkC1166HIawlA3cqT18SnICy4nToShUvUc+uX5nm5fYMR7GLCr62si15VjGX40"
    "Ppd/mIQ+pRnXy+D3Xo3Kp3TxreDGSZr6X2OWqgutZpF99IbrPFqHL62OI6V8DA1I2HcYTB"
    "A+cwdjdRUo4XrpJyrA6t4fqmM5hqK8l4PttaAmr2htDYPxugqYwwSdUFNBwQ0TL/mhe/yn"
    "0Igd5VojoDWK1tGvMWPhkgmRO5F5qGwURu6XzaBdwrDOeNSPkE/rPVWAJIJSt439vMhUlZ"
    "PLAL+6Z4xPLRsRpRPC9vPdibOjVsnXFKY2J8bva5pRvgsRUK8LIP06E+jXCfcH5ggpMHgQ"
    "lQA4TtdBpKv32259Wq46sdWZuRqDuluOOxGRFENidcjNs8fEJ4h1Sp+2pfQp4aRVJ4ca+N"
    "ak8Kcht5ts7jTs4VMkFa/f38s4i8hX2d1eI+YQtMBStBBv1N/BsoN0s5B1B83IWqXK9clV"
    "20yuPHTi2fH7vdiiqfFWD47vjNJHsBBOVcZdgs2pP64cgSy4qnxhYm5ii/j5djk68Xr00Z"
    "RaFnH6iFqnD476gs4QJ+4TlQLb93A3frZYI5gQL/+v92kjNvFuBD0KZtv9vbddCeEDAbqR"
    "r1JO9N3+fEp/DfjfXLBf9FRnObnqh9qnQqP6rhReWhrvzeAv+bvCmwQOQDXfBUzUFd8iU6"
    "jSSX9qSPozZlZKHpp7OR8ZaQ78/p1g6/MOxZu/3UfOw0ScfST/btA9Hnwfi7PffCMl4r23"
    "RDrAu0SAtxYDsveU7ooBxKL7TXqEULP/bWP/IxEFKn3iXqlbI5R6lts8yyHWsmiQ8ZZiL8"
    "VYyyazar1YVCIoGbitYd0Rt10K1QiNBjUJqk7a3O2kze04Jw9P25zcCCoAtXAgUcs2gaKo"
    "Rna/3bgutpF6BwJbPObvSJGNntYFoPWjjA7FtViw0rGCumUr25S7/Z1nZ/+NuFlFtGM9+v"
    "l2Cc9q/+R1LmqfcBDBrk2Ji3xCULlj5H3hiLny7wkhllL899HKpULeBa2m8h/Q70P1btkJ"
    "ZG8wALyRLVjIP5LWiZpu9OBwTC0EqTHQaOSTSfFwNEJLR1BbXtxqg+TFEzAuwCinUJLQXi"
    "tjgz84GC0AWfkFMJcjeLAHR7bPVQ3CNXpkaEXFVJFQQeb7GCTAkKEW4jj0nWt9e8v4rn6O"
    "vj2YwaLuNEH/Tujb606SE/ksCi7cCI0WHdIkXCrKZdDaEHQwpV6hbNjnOdmwz5PZsLUNrk"
    "EbnMCPpRKPB/112vH8qdgj7bjnqr10y2WCj1Lpaal8WrZscFn7SpSyg5bTLhlYtIE8+8zv"
    "loG8Jb6TgfotRVUR0sxl6yjCib9qDetpwAewLoe87bjcZF7Cl7pu4Dt8blMPaz1E64S4bD"
    "1Ew0Jd63b4+qW68JMlcM4W7mJknUBby3jfrDChZbxWTsum5EjpqUlSHjQ9LdP2NT0PFpkz"
    "ALLMSRym6Z6GtZZ6g5AgsCzMYRoNcyGYlwuVH7Z0EZMEna5iEjfCQHDqfuCmUGp44/BupO"
    "WCoG76aygTgTdxvUBBSBN0Gto4tE+UpOUPy4R0019DGYdSh+L1GgvF4wS75tQQqal6sjUh"
    "MbJnrax9RMoPbdfJ3kS6ZdfRERM6YqJZvcjhERPZpsfnK4PUMkE9C+u4iruCbLK+3fUeP3"
    "ZoTUZZZl0AKQOlBkz9sK6yrf3+qttp8DcC80y1Rv9/hiOL5C16/8pzAxDew4YibLStu00n"
    "dx/l2Lq9uSts6fanuguW11jiyiI634tsle9FQuP7XEHlrcO5XubzOWIg2wZxlUGQz+oApx"
    "iJ7GMx4DN2n4sb3qbqgzGQdYJlFz8Z9fHV5PH1hO1lim3ibo5tO1v1GxB1aXu9GLy63qAL"
    "P/KAvfs4vL1tdV6w3XKnrupdiXJMcyk6TUt7EdVKx7qVjs+dTuRYgW0vK32PH98pP4EUPn"
    "rTlstEgwJVuRoUzHXxM1sh+Thr9EQ5hSTXkMOBe2koVL5rE7vuGnJS4Mcz9G6KHfngiDoq"
    "34Mc2+HYcygVkHrCVO1esmpf3xBJeFHr3R4c0BxD1owplW+J/OQfKjG330W5b3pJLFRqjR"
    "VSJFQuGJVwY4IeXbZcyKdF5InIJwEa2SUrqcU2dcVOTVvQUX7VXCvZWnVS5UkpOrFFjYkt"
    "tAazNg2m2mZKMbDaoyqbdX0mbsDLmJfGC2xy6eVwAqqPDivVYaWaC9BhpW0PK9XJgnQgaZ"
    "rPatcjFnWEho7QaD+0OkJDR2joCA0doaEjNLQRWpemOvjra9EUB5joKBxtEG+73VZH4RxV"
    "FI6npNZBOLsx0jE4ZY0iGSE4kSW3yzRSPACn99kh4AagKoKDS0CoSkcfSoZv/Asm1BbEK5"
    "oRdjlQ/gMRT4hKRkz1SNgWbCoa/bOtXKQtEm1iGPp5FgltOq/LdP48pQ9bh3K9HG/zZeXa"
    "BnBRrrdAXbnndE/ICvuJcjY7z+Lag378BadjfnTMTxv2VR3zo9Wt+6hbNXNS3T6lFZxawd"
    "kqVq/lhZmPFdbWctCqwnBayLxfeTgnVl72aNi1ty4n3NCir+sWFXkla1mhSVnBD99KIpvt"
    "uBEi6YSmq2kPDl3V4tBpqaeqhXbXbctU2HS2R676GJV2itSuu41By6fY3WPJxsk0sNqR9/"
    "kceVuk6Wwbj9hhXad2LdWupVrzqjWvbdC8atfSanwmlSh0GECgHb2Vw3RoOaZw7IdjdAfj"
    "dBWkigoFSJg65qBct71CfXkZNovgq8y3WxibPaC2BL9gP8n1fNUWgZZyMv08i4CWAr9BKV"
    "BtGeVS3G4ptISgvV20zNUO1qR/UH5b3yXiQEgDz4qOQhra+drm5+JJIxmM40ZU2cE5bkWj"
    "3TFbQzQn8zFxv+NIkXkhVjDMG+SShWIIvBaOxmvEHOITIGX0kBdMkozbqmzU8gysZjY1s9"
    "mK3Ugzm5rZ1MymZjbbAK5mNjWzmWQ2syp0btW9OxjNA1MDwBh+GL9LHAvqCUwxn8KoBVMB"
    "7BohvfKnv+AKl/30Z1C7Wn/bvK5OJlBbMgEtRmRDr8UILUbsWzlWc2jHy6G988J0fqNklc"
    "alhZtzOTU/3MfYZBsux60BGXH7iI2hGpjKsGTh9RvJfG0UedBFpV3i8hGhFck9gCOHiamc"
    "n3xWrprhc4tOeUP7M+zdTz0SXuezf9Ch79cqaoxLe0sfvxVG7X8Gg4uLV4OXF9evry5fvb"
    "p6/XKz/SWb8vbBtx/+DFth5BjTNauetWZV5JsreLhHaPTxnpFgPk2Nlb1otxQdXLavi8gh"
    "r7PlkNcJOcTf8pMCSDq6fvc8qeMIQc4BFaSG9lT++kIWzE1NDeC35PJFrupTf3oAraRpUk"
    "kjOTS2dE3iYVRip0wQdnDDrP6c36BWajHHqPRZn3LWuwRzlhI4mbeCA4oOLt2rQuXUrnLK"
    "qV0ly6lxgcUyxTk+G+MtRV0YJzbjHlt4sbDHuD9oxW429N1V7HqsVVmPhhiVPhV2K3gDyC"
    "pQ8nbcsyG2uNqk6B0uLSpuHOGueymiTKi1nyfOYOhnENmRFvX9BD0sjCSnm7kIq4w0b9Bq"
    "ypBFLfk/Fkgw+T81p75+ti9/EUdpaVfTdbpm96ARH5wH535KgJSB9yg4pAAgiHJksgUlFp"
    "JzzJQ6GFTI3PvTZo+IC2rbSFVzRi59nAqEJ1ATQGyHe3Cw6TmYyuG8+bfQCXSYeJ8LmpE1"
    "tAl4Jk7U08JsnWZpmWOyHvgMuLJ1I0T4P6mfUlnLgU3JgWrGDfWrBHsXpeogG1296d77yE"
    "uCnB5uWh8P3Ry+gyL4DrLxHSTqLEQ3lOLeJxGyDi7l6oWV7WZdfD+O0GiW9WgVGSlFRY9G"
    "jWERgamdRDg79+GWoh3ZD+G2ncl+eFw6D11xoBKVh8c5ljo6wiR7nRwty2xTs65DwdWcoq"
    "Nl4BbVc4QXVUTJIR8Affr19vbZAg4w5yvmWl+IlKvv2Yw4vbTYg2Svfm4Ygt/fcIFAiuaS"
    "onDkq6KRZ50z+06K/ED6A2Jyd0JUcHT38/DF4OoatAFcQkqsM3QnJ8gmoJPoIz5lrnhh0y"
    "fZkFCDVDu0NjG3S7WgptOAOJNSAlmEqhrG9nlhjjC215cF+Nrry0y2FpqOmY3SpqNq+Cjy"
    "dUEhpfIe6UwjlN1jno9kkgOQduUz3efDDpHpfLUtn18dzn4wE6LD2esOZ38eUei9S4lj8S"
    "ld9FJEoFBrP0/0mWz67RHVs8DUhRBqL+sOByssI09QQZ3PiPUGjUbQYzRCJw+9H21JRK0/"
    "vflxSh+n8NdD7xSEF2859JURdsVSjcE13u/BcYn8yaVAJd8bQr+pg9hCbmVUEGRJXkApGT"
    "kyseMwgcZMTNGYmGyuHiszQDwvJMi/42ZV+e5gFUaGy00WhiGkujto6bBJ6RDWcRm5MOjf"
    "OYlwUEQiHGRLhIOERNhGd80U+8bCy0TRjEFJu2xqubsS+0Xs3Clqw4iRad491QIe5RoK+8"
    "NGyTS2RRxifcy0cLTbIza6vHYn/Np87BrcnWa42L7YJvHzo3wwrD7DhOwZNPXzBM+516mw"
    "mc0TxZBPdoZusDlFnFrEd8HlyijGVg54+K7fbH17BV5zcBa2ibrGQELzCKcYiNIMb/XerK"
    "S4yCUnuPm+5HPRBYVMHN7vajOKxUeP3PrAW2kBskkBki+VY3wpMWdLspec0zJNeEzCKeQy"
    "d57jMneedJkbMysl0j+7ZnbQvxN+tHliSx0Fs7VEmb3UuytRwpvtMeUhMm3ja7ONz4+fMs"
    "Zrw2M2kjOdW+Q3lV7X+y1R7zeE4Ib9238SIkPoeSgxD7oC77ez25Wf5CilnuU2z3Jcii6s"
    "qY2SaU1tyi4Z0UgUBDZCo1Hdrf/O4sS0fjaqn40srN2a7xz2SiMbNytE98I2ab4B+rsZte"
    "1eiu5729jP034rnzIO/fZwu1J0iDlQusJlE1A2n8zIQqAxUarm0QiG52fe+KPRqVfbYhr4"
    "MzF3DSXVgqfMdLeq8D4PjiSHPBqQogN053N55r6AIu7MeeHRIxOc0HbXa/OeOzfn8ubVAt"
    "c9rbdu08nTz9NbB1NXWGsdEHRCqdqA0lp7VWuv6hac8C31qr73K0D97BWASjvi411yD/qg"
    "opQRVJQqdNxno516NKbVoNLHVpPHloudWRlR3++ut9MUEV9XyKotzdaCsIWd4niVXSppQ6"
    "CXaspSBc1hiit5buWpNEfyGtF8GYfyZXvg4yZz09wAbYazVHkBRQzACZAc4YLMgeunz7++"
    "vb1Bv3y5effh7oOfYWij51aNUZPSl5vhbdxngs0Xyz2dJqKkHfSaOHaTQ0IEeV6OWckrOe"
    "xyIM8U4JWVWql6RllzyJpD7gTboc9NfW62EvujODe1MvTbUYY+65F65KpQwHzoYHstqMnT"
    "OLtoh1zWTr0ijvQtVlhAZXr4jqMNLcIcUkCMRqGNdjT6QV6wMLXXoxGaMvl2XkJ/zAW6eA"
    "nVXnlGmYFqx9dMZ7uYTt9sva1aXFRPE6d7Rn1Nq6DeQrsiZGavjUeXrURKCsMcXjRB2SRP"
    "Whe8NTOkgglsGzadkTLLOEalF3HC1KAAAjcU4pRS5CYJNbgJ5bjLVCnmPTbfKJ2GNrFupy"
    "rAqSyycTINbHJDWBj++ksBNrsUQpyuHQUR4H6dKYgAEHsLuPTMhMj0xFQ+MUouKjMlGwI9"
    "GZVPhkvM8vF7W6LaIvYSUuVmbo42YE8ribWSWCuJtZL4m1YSf2KCTqiJ/ddO6Igj7f08Fb"
    "ET6llCQwxkJoGsvXirzYUj/QwN0aPLlgtioZmcW3SiFCF99MQE4adoRsiCIyaHWDrAHgZh"
    "L6l64srv8uB4Nf/eIAK5pRyy8srLon8zyZMgKtDJaBSU4eGjUR+6EC7QhLpc9BEWKoRGPs"
    "6ErEA77fVVdWlHowcHQ+TOBLTU81MVdBOkqJqzJwLFZNQFyRyjE6oK2a5cKgTU0H2UixCt"
    "qJjKseGxqFW0bm1uKql6E1UF+T5qvAXMrrdgVa3G2E8dZNSy46afYxYI5q6oi3HQv4s+xp"
    "WXmt1sWmVEwgiRFgsrFwtDp0OJ/SRG1Rwre97qjSVR67fsfhIj61x92q4UVW5ZjpSqVy8U"
    "FiyzbIP+nVuvg6urAgtW9souMwBtsXxOX03iLkpl4AyRdA7j88tCscyXObHMl4l4Jp0dsB"
    "RrcXSaN53zM/vr6m7OT10Fu4biETolWWPFI3SWp2AdVZLlKbE1NAdsy3aForhmlm9vkbHg"
    "F5dMiEtglnaYDUI9+0UNCMZiQ1S4woRS3wfqfSSWrkMsxCYTdOIwUJ17ZR5ULwoq/dO0yh"
    "H7DZKb8EqpCXR6D60w7qjCmDjw4in45vqshKh0mukSXivamaHbzgxHwqK01J1hSFxqTtM4"
    "Er8llwPB2z46ccExfc55Z/8TcbnvvFL0+A+RdJADqEVbDh9VCYT97h1Et5acn/KOIlUjkW"
    "2RD5E0b49/HvV4ZZb3BHfQ5GH2x/8D7QQ2+g=="
)
