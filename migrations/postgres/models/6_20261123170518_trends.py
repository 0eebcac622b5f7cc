from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "trending_hashtags" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "rank" INT NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "people" INT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "computed_at" TIMESTAMPTZ NOT NULL,
    CONSTRAINT "uid_trending_ha_tag_8d386f" UNIQUE ("tag")
);
        CREATE TABLE IF NOT EXISTS "trending_users" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "rank" INT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "computed_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
        CREATE TABLE IF NOT EXISTS "user_analytics" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "profile_views" INT NOT NULL,
    "weekly_growth" DOUBLE PRECISION NOT NULL,
    "total_likes" INT NOT NULL,
    "total_comments" INT NOT NULL,
    "project_views" INT NOT NULL,
    "thread_views" INT NOT NULL,
    "top_projects" JSONB NOT NULL,
    "top_threads" JSONB NOT NULL,
    "daily" JSONB NOT NULL,
    "recent" BOOL NOT NULL,
    "computed_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_user_analyt_recent_03832c" ON "user_analytics" ("recent");
COMMENT ON TABLE "user_analytics" IS 'One member''s analytics as of ``computed_at``; ``daily`` holds the last 30 days.';
        ALTER TABLE "project_votes" ADD "created_at" TIMESTAMPTZ DEFAULT NULL;
        ALTER TABLE "thread_votes" ADD "created_at" TIMESTAMPTZ DEFAULT NULL;
        CREATE INDEX IF NOT EXISTS "idx_comments_created_34e3bf" ON "comments" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_projects_created_f282c7" ON "projects" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_project_vot_created_eb5ad2" ON "project_votes" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_threads_created_46bc73" ON "threads" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_thread_vote_created_6463b9" ON "thread_votes" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_posts_created_a1aafc" ON "posts" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_post_likes_created_a9c6bc" ON "post_likes" ("created_at");
        CREATE INDEX IF NOT EXISTS "idx_content_vie_day_c4d4fa" ON "content_views" ("day", "kind");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_content_vie_day_c4d4fa";
        DROP INDEX IF EXISTS "idx_post_likes_created_a9c6bc";
        DROP INDEX IF EXISTS "idx_posts_created_a1aafc";
        DROP INDEX IF EXISTS "idx_thread_vote_created_6463b9";
        DROP INDEX IF EXISTS "idx_threads_created_46bc73";
        DROP INDEX IF EXISTS "idx_project_vot_created_eb5ad2";
        DROP INDEX IF EXISTS "idx_projects_created_f282c7";
        DROP INDEX IF EXISTS "idx_comments_created_34e3bf";
        ALTER TABLE "project_votes" DROP COLUMN "created_at";
        ALTER TABLE "thread_votes" DROP COLUMN "created_at";
        DROP TABLE IF EXISTS "trending_hashtags";
        DROP TABLE IF EXISTS "user_analytics";
        DROP TABLE IF EXISTS "trending_users";"""


MODELS_STATE = (
    "eJztXWtz2za6/isYfakzo3gT+RJv2tkZxXU22XXijq327Gy9Q0MiLOKIIlgCsqPtyX8/AH"
    "i/ipRIiqLxyZaIF6QegMDzXvHnYEl0ZNLj8YoZd4hSTKzBe/DnwIJLxP/JujwEA2jb4UXx"
    "BYNTU7aHvKFG3ZbyCpxS5sAZ4xcfoUkR/0pHdOZgm7n3GowBxXML6a+xBaYOeabIOQYTA4"
    "EZIQuMgEFMnQIIHGjpZAkYWSDrR0Ascw0wo+Du0/j16OwcYAooIw7Sj8VtdTLj98XWvLE7"
    "rCz8xwppjMwRM5DD7/P7f/jX2NLRN0T9j/ZCe8TI1GOgYl10IL/X2NqW33222EfZUDz8VJ"
    "sRc7W0wsb2mhnEClpji4lv58hCDmRIdM+clQDXWpmmNxg+3u6Thk3cR4zI6OgRrkwxRELa"
    "fYDwu4Gmfb2ZaHdXE00bpIbPl4jg7X014zOADz1/VCp//Vw8wuvR29N3pxcn56cXvIl8zO"
    "Cbd9/dW4fAuIISnq+TwXd5HTLotpAYh6DKUdMMSI00uJcGdLLRjUslUOaPn0TZx7S7MC/h"
    "N81E1pwZ/OP5aQGmv41vLz+Nb4/OT1+JGxL+mrov8VfvykheErCHMM8cJKDQIEvD/DO/wv"
    "ASZUMdl0xArXuix/4/2wDvfxEiHy45bUDPf6B+w1cNb8gLoJ98/nJ1Nxl/+UXcbknpH6bE"
    "bzy5EldG8tt14tuj88QwBZ2A//k8+QTER/Dvm69XEl5C2dyRdwzbTf49EM/E12iiWeRZg3"
    "pkdvrf+qjFRh19szHvbYtRj0u2M+ptvm8HMsg+SIWjvOIbo1Zpc4pIbN6hDuEVrmGTEtv+"
    "4yJzjxJwpdH9yDkF5yf/RGsJ8mf+RNCaoQxQPTb2q9fNgYH73Z89/rfhq+rA54AnRScV/+"
    "38FyPm7uLju8vxz1cDifAUzhbP0NG1GNTiChmRxDdB2/Sl5WiZ/AZacC7BEb9CPHMU9Qxu"
    "7I9GPikWP6gcGc7HUtHNbtFNMaby/wpkMypTD9Xc93IZI5snb0qQzZM3uWRTXPqe2pDE/9"
    "oCrbcB2pfrHa+vH2q0hNisgnEg0DtwR2dltCbeKhdeeS2Orw0pfSZ8D6qqoaYEe7hyjM7O"
    "SiF+VoD4WRJxHVPbhGut6iqdlOsh3mdllo+z/OXjLLV8TDGpgrHXvD1oB4OWgC2HbBG0KW"
    "zpApsuo4zD+4+7m6/Z8IYSSYUbzxj4P2Bi2ph2NvjpcWXNBIxgusImwxY9Fvf7W1MjUAC4"
    "QCimfPs4H30Z/ys5BJfXNx+SWrXo4ENiOAyycsy1JnDLMIagGV5CM3tYEpLJsXFFj70uSo"
    "yPt0V2ZY0pGIifry4/fxlfH719MxxJ3Pl4YFer80fkNDXvMdXgEycZ4tdqj8TR+Da4SEP+"
    "gRATQStHncnrIwH+lHfS1BsRfNMu5h9ubq5jk//D50liyv/65cPV7dHbxIj4yk84EhxCBh"
    "2NIpShSuav8gmxrVb7js3xps3rPmRsbVYiLUm5/mF9Miqj8ozyVZ5RipI75BHzZcE2CKvE"
    "XlKC/UO7EUbu48aM1XJqVdQ3M4UV8KWAp6tp8Ggaw1lG6HzgM4X7B/zb8xK4v026Z0LYxa"
    "XUdP9fNGMcypWV4TfLNcGm5NpzrbxpCuparLERZ78hfK2VkU2KKWCTwDqkGu/w27eoyS/R"
    "cuouQoe4KFAG2SpDmS9YfwOJFkGGXIN/QocK8mEFqbRq6e5XjErK157vGo68gpHwxIQpwZ"
    "P8+M9bZELmRTtmO+ETIZEHZg/O88XHXyOyXCIhsBNQl24vfQXJY2s7gvSL20vPQdKeCEP1"
    "IPUbYYcYI1gKLZem7ojTRHbSb4jqmE8uTn2eTmKf3fWlI805jLoAj2bixc4LE+/nmnfTa5"
    "woV1PqAOpO9NNXpBxkE2fXV+5WdtJXiOBKx0zjtNDBu06nsejqive0PjwTZMnpRBHTZKbK"
    "rm+eF0t0K3qciA77Or8e+byydM1B/JH57sf/mSH8lOW+rILfR9krNbD9UnCjKMvAqjCLYr"
    "ZElMI5qmuSfXG76z1au0+tniMlo7g0ka+6G0wiQeFO9NVXoJjDVxjeSw1YTbyuepZiE+de"
    "FjTXDM9oTXNr7PfXJ8CazCT6gnQMP2IJSCqdKLw4LMopWopmmoiI2GNmUdVYdpVnPSwOBM"
    "vPN0LfMjbLguyMb1kOrD7Erl+UQPoiF+iLlKuQWIwTEReiCgAn5XqIdP0RdxT/NwPk3HAN"
    "v7lKLc6I1DgsH3e7UL9YJ3eTrMX342ZwloiLN5+xRL3JZaoCee3Bik8iB6BvvLm5BsRCwI"
    "acpbP38n9/GoJHN4seLNAa2FzAE5fXFnwigiPXZzQcJOZQg7e6tzzH5xCIefBqCCgBCM4M"
    "r1/eA7KpLDI0g3QGdQQgFxefj9wWQ2BgXUfWEGD91b0lX6hjwEn3E54h+hdxN3psr4EYEA"
    "qYrGkk3nNAHt0biRYl6xX9OQhnQnSREM3QN9vxwyY8SW8OeK+gv34MZGM+uPKDXLEivXpu"
    "OzfJ3P1l4j/+ucab+M7mhu8i3CE130Kl8LeZwj8lekZW+YSPR07Sote+F1SvaE+8+tckth"
    "2msuaCLfH65uvf/ebJVLpE1lzwjlTI3gqFVLpWhXQtRQ1fCjVM+ecrbRQRia1UrI45U+vW"
    "sOI8omLyhoJ1Q+5GJVRjMgrUNKiqdJsq3bYHN8mwaum29EJQA6ilQ107tgiURTW2+m3G1Q"
    "5jyXcEtnxU+oEiG9+tS0DrxcHuimu5cNpDBTWklV2q3+hP5gz7ZWSe59svo4kejbpbW7DD"
    "NWUUC/ulM+IG+DZ1A8/oGibzKttbx9jUsMD2xjCrlmgcCPTC+pZIgC1VNextQdWwt+mqYd"
    "EnS+Gcb+RMiPUC7bZtnQzOK5Vr89urYm3FQ7FFsTY3TGrlVKufF5dSw1L7sARFfCoPTVpy"
    "p+HpJsVubRx0tCQCyCo7cVSmf2WAGqngKRLCqsIclVEwl4J5Zct84MplgVJyqi5Q0r6sk2"
    "drO3AzJBW8SXgDbblsZKTfXkGZcn4n7QIlIU3JKWiT0D5hlJUvkgtp0F5BmYRShcMMWguH"
    "oQg6M0NjmSkU+ZaQhNhea9UfkPFDBR/lLyL9DT5S8Qcq/qADrscdjo7bX9m7jinq5VKuYR"
    "3Z1p7fdQLnPZqTccqsCt7loNSCq1/Mq3xvvzfrNjr8Nd89U6/T//donA6/xeA/RWEAzH3Y"
    "SLyK8nV3aeceggJftzt2pT3d3lD3wfPa9KmF+wrR7hzOzZLPfUQUdg3iOkMK9xoAJ4lE/r"
    "bo84zN+2LAbereGH1dx592yZ1RbV9tbl9P0Fxl+CbultA0802/vlCflteT0bvzAF3xoQjY"
    "uy/j6+tO5+Zt1jvVyQT1ZOYplqKSnjqLqDI6tpn0pKh0H6j0BM4vZZxABo8OrhWSaGFAla"
    "EGJevhfCLPgD/OGjxhikWhGczQkooyL9CtOTODjrPmH3jHx+DSgBZ/cIAtWROG921R6AaU"
    "MgMyMJPX3YIxnr0hVhKn0bvdW8JyDIgjatvwr71SarI4jtdEhm9SICgBv8kjegZSBPMJI7"
    "7izzF3yMrmTwvQE+JPImR4k7xKN78PxFOXsrT5DflbTZWRrVM7VZGW4g9bWSub376HZrb6"
    "z1NTFszGLJhymalEYFVEVT513RMbcPPPs7hAkJlewATC055UWqlKK1UsYBdXm0orbTitVB"
    "XNU4mkWTGrfc9YVBkaKkOj+9CqDA2VoaEyNFSGhsrQUE5olaGhnKXd8+mpDI2DytBwDZgq"
    "QePlnSDfvME8Jz0jNuU2mc3LJ2cMbiwkXMTyxBbhLpbObO+gFnGkS+B7fsQm423ESSxRd7"
    "T0Lce85LX0mOmtDkvjls0MCWvEKmt1lwjDsMhardyqTblV91NkvnMoN8t42y/g3TWAy7Le"
    "EhW89+m6zksJiTObjXtx4wkh3oRT+SAqH6QL66rKB1GmuG1McYqc1LdOKQOnMnB2iup1/A"
    "icQ4W1swxanuWSlU7tnfFSkEfNW7Qc9tlUgGZk0jd1i5oiVpWu0Kau4KX2VHHqR0R6Yelq"
    "27uvTjzYdViaOfFAhXJ2ZShMvNiijnlCSgXMqbDO1qClBnS2mLJJMQWsCvLcX5BnhyydXe"
    "OIPbZ1Kqucssp1wHykwg5biqeTNHk3gITl7Jp306PpmMHmdsfoTvTTV5BqKjDOYepZ8GrT"
    "tmz55uXYs/23stimrQVrQGOFQYVtvTAqUlmLO8pkhkXWYqUhvEANQS4Z1UpjhhJKQ1CREE"
    "rn6gY1Ge5UF9Nzl+8Iqe917ymkkZWvazEQrjaSQxwDVWUDcwxVo835PGOwRMspcn6gQIq5"
    "6Teim/fAQbYkBO4VCqZrQCzkCQBpEOdfzFA6p6e2XqsTWEU2FdnsxGqkyKYim4psKrLZBX"
    "AV2VRkM0028072C829G4jmjmnjog8vxdtBli7qkBuQGqLXkmnim3rIPjHQm3Cljwv0RlCF"
    "4b5srqsSzRtLNFdqRD70So1QasS2J04qhna4DO3STeH4DaPnLJYWvVzI1LxUEC2oUlqNrQ"
    "kx5AwBmYpThGT1HR2u33PyFRjyRBNZkofyRxRXAV8DKLAIM/j4FFO5erovPKzG7dobYfd+"
    "8pHgupj+iQZD74yT1ljaBzx/KUTtr6PRycm70ZuT84uz03fvzi7eBMtf+lLROvjh89/FUh"
    "jbxtRZN3s96yb2zpXc3GMyanvPKUydZcbKn7ShRA+n7UUZPeQiXw+5SOkh3pKfVkCy0fWa"
    "F2kdBwhyAahCa+jOiUG3yCZOZtq4d6WQFzmyTfOp48pI06aRhjM0snJmyMWowkqZEuzhgl"
    "n/Ph+gVmkyJ6TUXp+x1zsIUpKRVFc0g32JHk7ds1LHMJ0VHMN0lj6GiTLIVhnB8fkYhxJN"
    "YZxajAfEdvMkD3F9UIbdfOj7a9h1qVXViIaElNoVNht4fchqMPL2PLIhMbm6ZOgdr3TMri"
    "zmrAcZqkzk6rBInYGinYZ4Q1w29lPYYUVPfLiJA9yzxt+DZ4MAHev8L2SAEf4XzwzPPjvk"
    "n5AlrbTPxjrbsrtTj/fWvTUxkBAlInpUBKQIQAAWJ5zbWJ6PztwTzoUJ2Tvs3CRzQBk2TX"
    "nYOQUOnhsMwEdRL56F3d1bcOYGmPLu3PHXwZFo8Oi+LmCB1uIaE89EkXxaMVqv8qzMCV1P"
    "xAw4/GqgRHgfsVduV+mBbemBcsQ1+akCvYtL9ZBG1++6d1/yiiBnp5s2x6Hbw3dUBt9RPr"
    "6j9KnxsQWlfPRJTKyHU7l+ZSVcrMuvxzEZRVkP1pCRcRjhwZgxdMQgNtMI59fFCyW6URlP"
    "3LY3lfEOy+ahqtHXYvJwmWOlrSMqstXO0bHKNg3bOiRc7Rk6OgZuWTtHdFLFjBz8AcDXX6"
    "+v95ZwACl9Jo5+i7hePSELZA2ycg/SrYaFaQhee80RAlw15xKlM1+lDN/rrMUPXOUXoj8C"
    "wlcngBkFd5/Gr0dn58IaQDmkSD8Gd3yATCRsEkNADeKw1yZ+4hdSZpB6u1Yu5m6ZFuRwai"
    "LPpJJCFpOqh9juF+YYsT0/LcFrz09zaa24dMg0SrmO6uFR6JuNRbnd6qMel+wfeT6QQfZB"
    "2lTPdJsXOyLWykldXQm7O8TxVensO5MQlc7edDr7flShjw5Glk4NbA8yVKDI1WGR6vMYtN"
    "siq8eG2BEp1G7VHSq8sAQ9idO16QLp78HDg2jx8ACO7gc/mVwI6397/5OB54b4737wSigv"
    "7nQYSifsM8l0Bjd4v3vLQfwj5QoV/90i9RtbgNh8KcMMAZ1zAWlkpGAGLYswMCXMAFM0I0"
    "v5WLkJ4kUpQd4dg1nlhYPVmBnOF1nRDUL13UFph21qh2IeV9EL/fa90whHZTTCUb5GOEpp"
    "hF0M18zwb9huJYp2HEoqZFPp3bX4LxL7TlkfRkJMcfdMD3icNZSOh42LKWzLBMR6mCnlaH"
    "NEbHx6bS74FbzsCtyNbrjEutgl9fMLfzAoX8OU7ulfGhYpnku3UWk3m6uKAU/sGFzBmQEo"
    "1pEXgkulU4w8WyLCd/0+jO1lcE1FsLCJ5HdEaGiuoAGFUJbjrdmbVVQXKWeCwfvFnwvbWF"
    "TicD/XW1Es2Xvs1jveSimQbSqQdCUD4yupOaHIVnpOxyzhCQ2nVMjc24KQubfpkLkp0TMy"
    "/fPPU/bb9yKOtkhtaeIwZaVR5k/1/mqU4pdtMeQRMeXj67KPz8uf0qZrzSUb6ZEuPAA2U1"
    "6dBVvhLNgIggH9234QYl2ocagwDknuXdq+ExdT9p2sQ7ujekxJYGMyCtXNVrO89VtZdeJW"
    "ndjE2mwvK1iUFbJJY2R8LeySvUxAf7fApjnIsJiFF4dFNjMZiUJFuy2CNaQcIJYoeO+QR2"
    "GiOlogm4EpkgaqhwfRPT12+394eOVWxDf8KAjirMVBTP5T5gZp1Hife4uLi+x7kdgvLG5L"
    "zj5fi6OfifXalQczEbqy+ZQn97kLK7UGP80P+FHWri7tPMMia5c/dKVtXb5AL0wxLZi6VC"
    "ymisXswA7f0VjMiXduzCf32JisLT7ZpHCj98+h0fxzaEpt9/loZ26NWSfXqG2rzW3Lgdai"
    "iqrvNVfLaYaKr87Vaaw4j42IbWaEa+QfsBIIqKmaZY2aEScr+sUkMM8W5Usk8HwUIgeIaA"
    "FcP9/8+uH6Cvxye3X5+e6zV1gjcFnIi3FL6u3V+DrpKiRLe7WlrzAu2kNn4aF7j1Icer+U"
    "TxLuAr7nE/ISZE/aRepneoriKYqn9k21b6p980Xvm8qa93KseXvdUg/clicwH1vQXDM8o1"
    "nMLt6gkNrJnwhjbcvV05YJzj9QEMgCSEXm88NDZKF9ePiRf6FDbK4fHoBB+K9z61hDysDJ"
    "G3HIYc4R2DX3r0hnt0in53cND+ssa7dJyrW31L/pNNQhtM8ILcy1NnfIM8uo3FXARVOSbX"
    "LSpuBtmJAywqCpmXiBqkzjhJSaxClbuQRIxFEgi1VHNiqowE2CyxdReQLpFotvXE5Bm5q3"
    "hozrr4psUkwBm14QbM2bfxnA5lcAT8p1ow64uF9v6oALiN0JXHlkImJqYGofGKkXVRmSQE"
    "ANRu2D4aBZ9bSVUKixRJWUVnn4eSrKSKyMxMpIrIzEL9pIPEYOnhmDDOuwd2VYeMpi2EZ5"
    "+g/pZR4WGF2fkEMrnmEXEelhIOLo7KxEJCJvlV+8UVxLHBRo21UQ9pr3EN1Gsjz4HVkmj8"
    "7XaiIi7es1+2FytWkwew1l+/7/yIq9Dg=="
)
