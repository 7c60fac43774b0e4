P = "Prices"
CATEGORIES = [
    ("Diners", ["Mabel", "Noor", "Otto", "Priya"]),
    ("Dishes", ["lasagna", "paella", "risotto", "tagine"]),
    ("Prices", ["$14", "$16", "$18", "$20"], [14, 16, 18, 20]),
    ("Drinks", ["cider", "lemonade", "tea", "wine"]),
]
CLUES = [
    ("The person who paid $2 more than Mabel ordered the paella.",
     lambda s: s.n(P, "paella") == s.n(P, "Mabel") + 2),
    ("The person who ordered the risotto drank wine.", lambda s: s.same("risotto", "wine")),
    ("Otto paid less than Mabel.", lambda s: s.n(P, "Otto") < s.n(P, "Mabel")),
    ("Neither the tea drinker nor the cider drinker ordered the tagine.",
     lambda s: not s.same("tea", "tagine") and not s.same("cider", "tagine")),
    ("Priya didn't drink tea.", lambda s: not s.same("Priya", "tea")),
    ("The lemonade drinker paid $14.", lambda s: s.same("lemonade", "$14")),
    ("Noor paid $4 more than the person who ordered the lasagna.",
     lambda s: s.n(P, "Noor") == s.n(P, "lasagna") + 4),
    ("Mabel didn't order the risotto.", lambda s: not s.same("Mabel", "risotto")),
]
