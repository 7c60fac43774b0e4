Y = "Years"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Explorers", ["Ashworth", "Barrow", "Carver", "Dunleavy"]),
    ("Years", ["1768", "1791", "1802", "1820"], [1768, 1791, 1802, 1820]),
    ("Ships", ["Albatross", "Curlew", "Petrel", "Tern"]),
    ("Destinations", ["Arctic", "Congo", "Patagonia", "Tasmania"]),
]
CLUES = [
    ("The expedition to the Arctic set out 18 years after Ashworth's.",
     lambda s: s.n(Y, "Arctic") == s.n(Y, "Ashworth") + 18),
    ("Barrow's expedition was the earliest.", lambda s: s.n(Y, "Barrow") == 1768),
    ("The Curlew sailed 11 years before the Petrel.", lambda s: s.n(Y, "Curlew") == s.n(Y, "Petrel") - 11),
    ("Of Carver and the Tern's captain, one went to Tasmania and the other sailed in 1820.",
     lambda s: one_of(s, "Carver", "Tern", "Tasmania", "1820")),
    ("Dunleavy didn't go to the Congo.", lambda s: not s.same("Dunleavy", "Congo")),
    ("The Patagonia expedition sailed sometime before the Congo expedition.",
     lambda s: s.n(Y, "Patagonia") < s.n(Y, "Congo")),
    ("The 1768 expedition wasn't bound for Patagonia.", lambda s: not s.same("1768", "Patagonia")),
]
