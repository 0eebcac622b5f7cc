from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True

# Site search (docs/search.md): SQL the models cannot declare, copied verbatim from
# devnet_api/search_index.py as it stood when this migration was written.


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
CREATE VIRTUAL TABLE IF NOT EXISTS threads_fts USING fts5(title, body, tags, content='threads', content_rowid='id', tokenize='porter unicode61');
CREATE TRIGGER IF NOT EXISTS threads_fts_insert AFTER INSERT ON threads BEGIN INSERT INTO threads_fts(rowid, title, body, tags) VALUES (new.id, new.title, new.body, new.tags); END;
CREATE TRIGGER IF NOT EXISTS threads_fts_delete AFTER DELETE ON threads BEGIN INSERT INTO threads_fts(threads_fts, rowid, title, body, tags) VALUES ('delete', old.id, old.title, old.body, old.tags); END;
CREATE TRIGGER IF NOT EXISTS threads_fts_update AFTER UPDATE OF title, body, tags ON threads BEGIN INSERT INTO threads_fts(threads_fts, rowid, title, body, tags) VALUES ('delete', old.id, old.title, old.body, old.tags); INSERT INTO threads_fts(rowid, title, body, tags) VALUES (new.id, new.title, new.body, new.tags); END;
INSERT INTO threads_fts(threads_fts) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS projects_fts USING fts5(title, description, tags, content='projects', content_rowid='id', tokenize='porter unicode61');
CREATE TRIGGER IF NOT EXISTS projects_fts_insert AFTER INSERT ON projects BEGIN INSERT INTO projects_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, new.tags); END;
CREATE TRIGGER IF NOT EXISTS projects_fts_delete AFTER DELETE ON projects BEGIN INSERT INTO projects_fts(projects_fts, rowid, title, description, tags) VALUES ('delete', old.id, old.title, old.description, old.tags); END;
CREATE TRIGGER IF NOT EXISTS projects_fts_update AFTER UPDATE OF title, description, tags ON projects BEGIN INSERT INTO projects_fts(projects_fts, rowid, title, description, tags) VALUES ('delete', old.id, old.title, old.description, old.tags); INSERT INTO projects_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, new.tags); END;
INSERT INTO projects_fts(projects_fts) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS posts_fts USING fts5(content, tags, content='posts', content_rowid='id', tokenize='porter unicode61');
CREATE TRIGGER IF NOT EXISTS posts_fts_insert AFTER INSERT ON posts BEGIN INSERT INTO posts_fts(rowid, content, tags) VALUES (new.id, new.content, new.tags); END;
CREATE TRIGGER IF NOT EXISTS posts_fts_delete AFTER DELETE ON posts BEGIN INSERT INTO posts_fts(posts_fts, rowid, content, tags) VALUES ('delete', old.id, old.content, old.tags); END;
CREATE TRIGGER IF NOT EXISTS posts_fts_update AFTER UPDATE OF content, tags ON posts BEGIN INSERT INTO posts_fts(posts_fts, rowid, content, tags) VALUES ('delete', old.id, old.content, old.tags); INSERT INTO posts_fts(rowid, content, tags) VALUES (new.id, new.content, new.tags); END;
INSERT INTO posts_fts(posts_fts) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS users_fts USING fts5(display_name, username, bio, skills, content='users', content_rowid='id', tokenize='unicode61');
CREATE TRIGGER IF NOT EXISTS users_fts_insert AFTER INSERT ON users BEGIN INSERT INTO users_fts(rowid, display_name, username, bio, skills) VALUES (new.id, new.display_name, new.username, new.bio, new.skills); END;
CREATE TRIGGER IF NOT EXISTS users_fts_delete AFTER DELETE ON users BEGIN INSERT INTO users_fts(users_fts, rowid, display_name, username, bio, skills) VALUES ('delete', old.id, old.display_name, old.username, old.bio, old.skills); END;
CREATE TRIGGER IF NOT EXISTS users_fts_update AFTER UPDATE OF display_name, username, bio, skills ON users BEGIN INSERT INTO users_fts(users_fts, rowid, display_name, username, bio, skills) VALUES ('delete', old.id, old.display_name, old.username, old.bio, old.skills); INSERT INTO users_fts(rowid, display_name, username, bio, skills) VALUES (new.id, new.display_name, new.username, new.bio, new.skills); END;
INSERT INTO users_fts(users_fts) VALUES ('rebuild');"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
DROP TRIGGER IF EXISTS threads_fts_insert; DROP TRIGGER IF EXISTS threads_fts_delete; DROP TRIGGER IF EXISTS threads_fts_update; DROP TABLE IF EXISTS threads_fts;
DROP TRIGGER IF EXISTS projects_fts_insert; DROP TRIGGER IF EXISTS projects_fts_delete; DROP TRIGGER IF EXISTS projects_fts_update; DROP TABLE IF EXISTS projects_fts;
DROP TRIGGER IF EXISTS posts_fts_insert; DROP TRIGGER IF EXISTS posts_fts_delete; DROP TRIGGER IF EXISTS posts_fts_update; DROP TABLE IF EXISTS posts_fts;
DROP TRIGGER IF EXISTS users_fts_insert; DROP TRIGGER IF EXISTS users_fts_delete; DROP TRIGGER IF EXISTS users_fts_update; DROP TABLE IF EXISTS users_fts;"""


MODELS_STATE = (
    "eJztXW1T4zi6/SuqfBm6Ks3QoaG5PVNbFWh6m7vQTEFm7u4OW0axBdaNY3ktBTo7d/77lW"
    "Q7fnfsxHYctz5BYj2ycyRL53nVH4M5MZBFD8cLZt4jSjGxBx/BHwMbzhH/J+vyEAyg44QX"
    "xRcMTi3ZHvKGGvVayitwSpkLdcYvPkGLIv6VgajuYod59xqMAcXPNjLeYhtMXfJKkXsIJi"
    "YCOiEzjIBJLIMCCFxoG2QOGJkh+ydAbGsJMKPg/sv47ejkFGAKKCMuMg7FbQ2i8/ti+7mx"
    "Oyxs/O8F0hh5RsxELr/P7//iX2PbQN8QDT46M+0JI8uIgYoN0YH8XmNLR353ZbPPsqF4+K"
    "mmE2sxt8PGzpKZxF61xjYT3z4jG7mQIdE9cxcCXHthWf5gBHh7Txo28R4xImOgJ7iwxBAJ"
    "ae8Bwu8Gmvb1dqLdX040bZAavkAigrf/lc5nAB96/qhU/vpn8QhvR+/ef3h/dnz6/ow3kY"
    "+5+ubDn96tQ2A8QQnP18ngT3kdMui1kBiHoMpR00xIzTS4FyZ0s9GNSyVQ5o+fRDnAtLsw"
    "z+E3zUL2MzP5x9P3BZj+Nr67+DK+Ozh9/0bckPDX1HuJv/pXRvKSgD2EWXeRgEKDLA3zJ3"
    "6F4TnKhjoumYDa8EUPg382AT74IkQ+XHLagJ7/QOOWrxr+kBdAP7m6ubyfjG9+EbebU/pv"
    "S+I3nlyKKyP57TLx7cFpYphWnYD/uZp8AeIj+Oft10sJL6Hs2ZV3DNtN/jkQz8TXaKLZ5F"
    "WDRmR2Bt8GqMVGHX1zMO9tg1GPS7Yz6m2+b3syyAFIhaO84BujVmlzikis36H24RWuYZMS"
    "2/7TLHOPEnCl0f3MOQXnJ39DSwnyFX8iaOsoA1Sfjf3qd7Nn4P4ZzJ7g2/BVdeHriidFJx"
    "X/7fwXI+bt4uP7i/Gny4FEeAr12St0DS0GtbhCRiTxzapt+tJ8NE9+A234LMERv0I8s486"
    "X+fg5TeHuCyLIUeuFhJkyV+QbFiaH8/RfIrcHyh4GHwir7ZFoAHmSyC6ehgA6OomfkGH4N"
    "ZGgLNb4CDXFwEHENjoFbiITwDK+F/HgjqigDNWQPz3Oc6UG7vXg01s9OYn+fE/2AEW74cC"
    "zsjFF6IrTrWR9TQElABoL8ErmgLHJbwHCnRoA5OTc94GkAUD/r+ckNvohd96wSe0+2D/OE"
    "cGhofgikmJKQKG/xOQwem8zsF9Ii74wH/NkoID8ct/hLpOFjY7nBtvFK3vIK3nayFb0CqU"
    "PpSoh86XWTUHDrINAVMrrP7dUQlW/+4ol9WLS3FW77/XaZjPsQ3dZTbQEaEE0tMlQ7QE1v"
    "5E7dgGlYXq+fXteYzGcTDPr76O7/5xcDP++5sYl7u+/frXoH2Uop3/Y3I5TgBP8X8yUM9d"
    "NYLm7ZGto06vG0ov/b71UvHLlhuMeVSuhhHfn3WsSwNcSiftkOVh/Sgrw8NmgxzS9A3GOS"
    "WsXuguj7UyMvXbyLRTbXTPTUwS8wzjUjAW+WYl8YPK2ZPysVSmj26ZPsSYyv9T0OYbP6Iy"
    "7Zk/WvNnHpexfBznWz6OU5aPADBthpabAB3I9c51XD/UaA6xVQXjlUDvwB2dlHHM81a58M"
    "prcXwdSOkr4XtQ1SCIlGAPV47RyUkpxE8KED9JIm5g6lhwqVVdpZNyPcT7pMzycZK/fJyk"
    "lo8pJlUw9pu36ANox/h/clQO2SJoU9jSGbasDC/Lf9/ffs2xRK8kkuo21hn4P2Bh2phuNv"
    "j5aWHrAkYwXWCLYZseivv9pakRKABcIBRTvQOcV36ByBBcZHgFRAfnieEwycK1lprALcMa"
    "gnQ8h1b2sCQkk2PjiR76XfTKEPLp8uLqZnx98O5oOJK48/HAnlYXjMj71LzHVIMvnGSIX6"
    "s9EVfj2+AswwtGiIWgnaPO5PWRdIrxTpp6I1bftOwVu729jk3+86tJYsr/enN+eXfwLjEi"
    "af8Nh5BBV6MIZaiS+at8Qmyj1b5jc7zpCM4AMra0KpGWpFz/sD4elVF5RvkqzyhFyV3yhP"
    "my4JiEVWIvKcH+od0IIw9wY+ZiPrUr6puZwgr4UsDTxXT1aBrDWSbogpCdLOH+Af/utEzc"
    "TtI5E4nbOc2Y7v+LdKbJGLYKJtiUnAooSRISZooggcrIJsUUsElgXVKNdwTtW9TkvYjWdv"
    "T5+heFPQmZhFyD96IH9xHkOaIUPiOqPblkXgXrlGCLkItg6SWxM0CPXelmjOp+Rfi16lvo"
    "V4BfKrYh3xkfWfQiOccJ440v+flvd8iCzE9hzg56SOQ575kFPi/6Ie6zSCSgbA5WPOWlj1"
    "jpZD5H9rY4XXi99BUkX5fYEqRfvF56DpL2QvzMiK2R+o2wfQxGL4WWp0RtidNEdtJviOqY"
    "Tx5OfZ5OgpNs+9KR5tyZXYBHs/Bs64WJ93PNu+k1TpQrdnUAdS/66StSLqqBXt6hPlNLuD"
    "Aw0zgtdPG202ksurrkPS33z0BecjpRxDRZqmfbN8+PdLsTPU5Eh32dX098XtmG5mfjU/6P"
    "jvBLlnO9Cn6fZa/UxM73ghtFWeZ/hVmmLbSeSXbjddd7tLafWj1HSsYYaqJg33YwifSZe9"
    "FXX4Firld+ogasJn5XPasxFOdeNrSWDOu0prk1DvrrE2BN5rndiDo9n7EEJJXsFl4cFmW8"
    "yVo/mojX2WHeW9VMC1VoclgcppifDYe+ZWyWBblD37KcfX3IrDgrgfRZLtBnKbcqsRknIh"
    "5EFQBOyvUQ6frjQTtf7qdJbFXFn9ag7ldAQIzqQlGwWdT82GDgU8KqVEjXSoVUCP5okqEG"
    "PvsMfhpx5+ez02jkQJkSn357r5IlQN94c2sJiI2AA7lGxj7K/4NpJ8pYimoeYIaWsgSnLy"
    "6vzfjMAweef3A4SEyaBm/1YPtO7iEQE+GNrOSJoG76/fIekENlRX0dUh0ayK/jScGB12II"
    "TGwYyB4CbLx5sOUbdAi4gvWCdUR/FHejh84SiAHx6op6rzYgT96NRIuSVTz/GIQzIbohiG"
    "bom+MG4US+pD8H/HcuWC8GsjEfXPlBrlORXn0XrVfuwvtl4j/+ucabBIEFDd9FuL5qvoUq"
    "JlI/O8pXn6bEyKhvMeHjkZM+7bfvBa0v2hQv/z6J7Yep/N1YXc+geTKpN5G/u3pHKuSRhk"
    "IqcbRC4qhSA/LXlP6qAZENqWzKUyixkTrdMZ5ftzYd5xEV08gUrGuyyCqhGpNRoKZBVSUk"
    "+11CshtscfsikumFoAZQS4c1d2wRKItqbPVbj6sT5g1sCWz5DIQ9RTa+W5eA1o953hbXcq"
    "HT+wpqSCu7VEk2mMwZ9svIPM+3X0aTehp1rbdgh2vKKBb2S3XiBXM3dQPf6BqWFVC2t46x"
    "qWGB7Y1hVq3kwUqgF9a3ZGJ4uczwotTwVG549MlSOOcbORNivUC7bVsng8+VCkcG7VXZyO"
    "Kh2KBspBcSt3CrVfKMS6lhqX1YVuXEKg9NWnKr4ekmxW5tHAw0JwLIKjtxVKZ/BckaqSUs"
    "kv+qwhyVUTCXgnnhyNzvygXKUnKqQlnSviwCxDYDN0NSwZuEd6Utl42CDdorKFPO76RdoC"
    "SkKTkFbRLaF4yycoNyIV21V1AmoVThMIPWwmEoEscyaywzXSbfEpIQ2+mpGXtk/FDBR/mL"
    "SH+Dj1T8gYo/6IDrcYtDLHdX4rBjinq59HpYR2a973edwOcezck4ZVbFDXNQasHVL+ZVvr"
    "ffn3VrHf5a4J6p1+n/ezROh99i8K+iMADmPWwkXkX5uru0cw9Bga/bG7vSnm5/qPvgeW36"
    "/NRdhWh3DudmyecuIgq7BnGdIYU7DYCTRCJ/Wwx4xvp9ccVt6t4YA10nmHbJnVFtX21uXy"
    "/QWmT4Ju7n0LLyTb+BUJ+W1+PRh9MVuuJDEbD3N+Pr607n5q3XO9WJHfVk5imWopKeOouo"
    "Mjq2mfSkqHQfqPQEPl/IOIEMHr26VkiihQFVhhqUrIfzhbwC/jhL8IIpFoVmMENzKsq8QK"
    "/mjA5dd8k/8I4PwYUJbf7gANuyJgzv26bQCyhlJmRAl9e9gjG+vSFWEqfRuz3YwnIMiCtq"
    "2/Cv/bJ5sjiO30SGb1IgKAG/yRN6BVIE8wkjvuLP8eyShcOfFshj2qQMb5JX6eb3gXjqUp"
    "a2oCF/q6kysnVqpyrSUoJhK2tlC9r30MxW/8mOyoLZmAVTLjOVCKyKqMqnrjtiA17+eRYX"
    "WGWmFzCB8GQvlVaq0koVC9jG1abSShtOK1VF81QiaVbMat8zFlWGhsrQ6D60KkNDZWioDA"
    "2VoaEyNJQTWmVoKGdp93x6KkNjrzI0PAOmStBYj5HKz6hqMM9Jz4hNuXVm8/LJGYNbGwkX"
    "sTyxRbiLpTPbP6hFHOmy8j0/YYvxNuIklqg7WvqWY17yWnrM9FaHpXHLZoaENWKVtbpLhG"
    "FYZK1WbtWm3Kq7KTLfOZSbZbztF/DuGsBlWW+JCt67dF3npYTEmc3avbjxhBB/wql8EJUP"
    "0oV1VeWDKFPcRge2KnKiskE6iqgycLaZDaIY9N4zaHmWS1Y6tX/GS0EeNW/RcthnUwGakU"
    "nf1C1qilhVukKbuoKf2lPFqR8R6YWlq23vvjrxYNthaebEAxXK2ZWhsPBsgzrmCSkVMKfC"
    "OluDlprQ3WDKJsUUsCrIc3dBnh2ydHaNI/bY1qmscsoq1wHzkQo7bCmeTtLk7QASlrNr3k"
    "2PpmMGm9seo3vRT19BqqnAOIepZ8GrTduy5ZuXY88O3spim7a2WgMaKwwqbOuFUZHKWtxR"
    "JjMsshYrDeE71BDkklGtNGYooTQEFQmhdK5uUJPhVnUxfXf5lpAGXveeQhpZ+boWA+FpIz"
    "nEcaWqrGGOoWq0Pp9nDOZoPkXuDxRIMS/9RnTzEbjIkYTAu0LBdAmIjXwBIA3i/AsdpXN6"
    "auu1OoFVZFORzU6sRopsKrKpyKYim10AV5FNRTbTZDPvZL/Q3LuGaG6ZNi768FO8XWQbog"
    "65Cakpei2ZJr6uh+wTA/0JV/q4QH8EVRju9811VaJ5Y4nmSo3Ih16pEUqN2PTEScXQ9peh"
    "XXgpHL9h9JrF0qKXC5manwqiraqUVmNrQgy5Q0Cm4hQhWX3HgMuPnHytDHmiiSzJQ/kjiq"
    "uArwEU2ISZfHyKqVw93RceVuN17Y+wdz/5SHBZTP9Eg6F/xklrLO0cP38vRO2/RqPj4w+j"
    "o+PTs5P3Hz6cnB2tlr/0paJ18Pzqr2IpjG1j6qybnZ51E3vnSm7uMRm1vecUps4yY+VP2l"
    "Cih9P2rIwecpavh5yl9BB/yU8rINno+s2LtI49BLkAVKE1dOfEoDvkEDczbdy/UsiLXNmm"
    "+dRxZaRp00jDGRpZuDryMKqwUqYEe7hg1r/Pr1CrNJkTUmqvz9jrXQQpyUiqK5rBgUQPp+"
    "5JqWOYTgqOYTpJH8NEGWSLjOD4fIxDiaYwTi3GA+J4eZL7uD4ow24+9P017HrUqmpEQ0JK"
    "7QrrDbwBZDUYeXse2ZCYXF0y9I4XBmaXNnOXgwxVJnJ1WKTOQNFOQ7whLhv7Keywoic+3M"
    "QF3lnjH8GrSYCBDf4XMsAI/4t107fPDvknZEsr7au5zLbsbtXjg/1gT0wkRImIHhUBKQIQ"
    "gMUJ5w6W56Mz74RzYUL2Dzu3yDOgDFuWPOycAhc/mwzAJ1EvnoXdPdhQ9wJMeXfe+BvgQD"
    "R48l4XMENLcY2JZ6JIPq0YrTd5VuaEridiBlx+daVE+B+xX25X6YFt6YFyxDX5qQK9i0v1"
    "kEbX77r3XvKKIGenmzbHodvDd1QG31E+vqP0qfGxBaV89ElMrIdTuX5lJVysy6/HMRlFWf"
    "fWkJFxGOHemDEMxCC20gjn18ULJbpRGU/ctjeV8fbL5qGq0ddi8vCYY6WtIyqy0c7Rsco2"
    "Dds6JFztGTo6Bm5ZO0d0UsWMHPwBwNdfr693lnAAKX0lrnGHuF49ITNkD7JyD9KthoVpCH"
    "57zRUCXDXnEqUzX6UM3+vs2Q9c5ReiPwHCVyeAGQX3X8ZvRyenwhpAOaTIOAT3fIAsJGwS"
    "Q0BN4rK3Fn7hF1JmkHq7Vi7mbpkW5HBqIs+kkkIWk6qH2O4W5hixPX1fgteevs+lteLSPt"
    "Mo5Tqqh0ehbw4W5Xarj3pcsn/keU8GOQBpXT3TTV7siFgrJ3V1JexuH8dXpbNvTUJUOnvT"
    "6ey7UYU+uxjZBjWxM8hQgSJXh0Wqz9Oq3QZZPQ7Erkih9qruUOGFJehFnK5NZ8j4CB4fRY"
    "vHR3DwMPjZ4kLY+MvHn038bIr/HgZvhPLiTYehdMK+kkxncIP3e7BdxD9SrlDx3y1Sv7EN"
    "iMOXMswQMDgXkEZGCnRo24SBKWEmmCKdzOVj5SaIF6UE+XdczSo/HKzGzHC+yIpuEKrvDk"
    "o7bFM7FPO4il4YtO+dRjgqoxGO8jXCUUoj7GK4ZoZ/w/EqUbTjUFIhm0rvrsV/kdh3yvow"
    "EmKKu2d6wOOsoXQ8bFxMYVsmINbHTClH6yNi49NrfcGv1cuuwF3rhkusi11SP2/4g0H5Gq"
    "Z0z+DSsEjxnHuNSrvZPFUM+GKH4BLqJqDYQH4ILpVOMfJqiwjf5ccwtpfBJRXBwhaS3xGh"
    "oXmCJhRCWY63Zm9WUV2knAmu3i/+XNjBohKH97neimLJ3mO33vJWSoFsU4GkCxkYX0nNCU"
    "U20nM6ZglPaDilQubeFYTMvUuHzE2JkZHpn3+ectC+F3G0RWpLE4cpK40yf6r3V6MUv2yD"
    "IY+IKR9fl318fv6UNl1qHtlIj3ThAbCZ8uos2ApnwUYQXNG/zQch1oUahwrjkOTepe07cT"
    "Fl38k6tDuqx5QENiajUF1vNctbv5VVJ27ViU2s9faygkVZIZs0RsbXwi7ZywT09zNsWYMM"
    "i1l4cVhkM5ORKFS02yBYQ8oBYouC9y55EiaqgxlyGJgiaaB6fBTd00Ov/8fHN15FfDOIgi"
    "DuUhzEFDxlbpBGjfd5sLm4yL4Xif3C4jbn7POtOPqZ2G89eaCL0JX1pzx5z11YqXX104KA"
    "H2Xt6tLOMyyydgVDV9rWFQj0whTTgqlLxWKqWMwO7PAdjcWc+OfGfPGOjcna4pNNCjf64B"
    "waLTiHptR2n4925taYdXKN2rba3LZcaM+qqPp+c7WcZqj46lydxorzOIg4Vka4Rv4BKysB"
    "NVUzpqqwoWcEoBaeV5MVftogmkdJKI+6Ax/ViZsVPGQRmGfKCyQSAD4JkT2ckAVwfbr99f"
    "z6Evxyd3lxdX/l1yVZeXzkxbgh+u5yfJ30tJK5s9jQ1RoX7aGvdd+dbykVZLeMWeorBXQ5"
    "0GdKcGVpVqqfKCuGrBhyL2iH2jfVvtlJ7Pdi31TG0O/HGLrTLXXPTaEC87ENrSXDOs1idv"
    "EGhdRO/kQYa1uuHLnMD/+BgpUsgFQkjj8+Rhbax8ef+BcGxNby8RGYhP86rww4pAwcH4kz"
    "InNOEK+5f0U6u0U6fbd1eNZpWTtNUm6H9ppOQR1C+4rQzFpqzy55ZRmFzwq4aEqyTU7aFL"
    "wNE1JGGLQ0C89QlWmckFKTOOVqkACJMBRkVzLkpgUVuCnjuEvkAa4bLL5xOQVtat6aMi2i"
    "KrJJMQVsekFwNH/+ZQCbX0A9KdeNMurifr0poy4g9iZw5ZGJiKmBqX1gpF5UZUhWAmowah"
    "8MF+nVs35CocbyfFJa5f6n+SgjsTISKyOxMhJ/10biMXKxbg4yrMP+lWHhIZVhG+Xp36eX"
    "eVhgdH1BLq14BGBEpIdxnKOTkxKBnLxVfu1LcS1xzqLjVEHYb95DdBtJkuF3ZJk8Ol+riY"
    "i0r9fshsnVpsHsNJTtz/8HPFV/uw=="
)
