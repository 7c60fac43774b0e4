H, Y = "Heights", "Years"
CATEGORIES = [
    ("Lighthouses", ["Gull Point", "Iron Head", "Marrow Cape", "Old Tern"]),
    ("Heights", ["100 ft", "105 ft", "110 ft", "115 ft"], [100, 105, 110, 115]),
    ("Years", ["1860", "1865", "1870", "1875"], [1860, 1865, 1870, 1875]),
]
CLUES = [
    ("The lighthouse built in 1860 is 5 ft taller than Gull Point.",
     lambda s: s.n(H, "1860") == s.n(H, "Gull Point") + 5),
    ("Iron Head was built 5 years after the 110 ft lighthouse.",
     lambda s: s.n(Y, "Iron Head") == s.n(Y, "110 ft") + 5),
    ("Of Iron Head and the 105 ft lighthouse, one was built in 1875 and the other in 1865.",
     lambda s: s.e("Iron Head") != s.e("105 ft") and (
         (s.same("Iron Head", "1875") and s.same("105 ft", "1865"))
         or (s.same("Iron Head", "1865") and s.same("105 ft", "1875")))),
    ("Old Tern is 5 ft taller than Iron Head.", lambda s: s.n(H, "Old Tern") == s.n(H, "Iron Head") + 5),
]
