M, S, L, H = "Men", "Styles", "Lengths", "Hometowns"
CATEGORIES = [
    (M, ["Augustin", "Barnaby", "Cyrus", "Dmitri", "Ezekiel"]),
    (S, ["Garibaldi", "goatee", "mutton chops", "Van Dyke", "Verdi"]),
    (L, ["2 inches", "4 inches", "6 inches", "8 inches", "10 inches"], [2, 4, 6, 8, 10]),
    (H, ["Boise", "Duluth", "Fresno", "Reno", "Tulsa"]),
]
CLUES = [
    ("The man from Tulsa has the longest beard.", lambda s: s.same("Tulsa", "10 inches")),
    ("The Verdi is 2 inches longer than the Van Dyke.", lambda s: s.n(L, "Verdi") == s.n(L, "Van Dyke") + 2),
    ("Barnaby's beard is 2 inches shorter than Dmitri's.", lambda s: s.n(L, "Barnaby") == s.n(L, "Dmitri") - 2),
    ("The man from Boise wears mutton chops.", lambda s: s.same("Boise", "mutton chops")),
    ("Of Augustin and the man from Fresno, one has the Verdi and the other has a 6-inch beard.", lambda s: not s.same("Augustin", "Fresno") and ((s.same("Augustin", "Verdi") and s.same("Fresno", "6 inches")) or (s.same("Fresno", "Verdi") and s.same("Augustin", "6 inches")))),
    ("Cyrus doesn't have the goatee.", lambda s: not s.same("Cyrus", "goatee")),
    ("The goatee is shorter than the mutton chops.", lambda s: s.n(L, "goatee") < s.n(L, "mutton chops")),
    ("Ezekiel is from neither Reno nor Duluth.", lambda s: not s.same("Ezekiel", "Reno") and not s.same("Ezekiel", "Duluth")),
    ("The man from Reno has a shorter beard than the man from Duluth.", lambda s: s.n(L, "Reno") < s.n(L, "Duluth")),
    ("Either Cyrus or Dmitri has the Garibaldi.", lambda s: s.same("Cyrus", "Garibaldi") != s.same("Dmitri", "Garibaldi")),
    ("Ezekiel's beard is 2 inches longer than Dmitri's.", lambda s: s.n(L, "Ezekiel") == s.n(L, "Dmitri") + 2),
    ("The goatee belongs to the man from Reno.", lambda s: s.same("goatee", "Reno")),
]
