W, P, T = "Solvers", "Newspapers", "Times"
CATEGORIES = [
    (W, ["Gwendolyn", "Kenji", "Marisa", "Piotr", "Zainab"]),
    (P, ["Courier", "Gazette", "Herald", "Sentinel", "Tribune"]),
    (T, ["4 minutes", "6 minutes", "8 minutes", "10 minutes", "12 minutes"], [4, 6, 8, 10, 12]),
]
NUM = ")"
CLUES = [
    ("Zainab took 2 minutes longer than the solver who did the Herald puzzle.", lambda s: s.n(T, "Zainab") == s.n(T, "Herald") + 2),
    ("Kenji was the fastest solver.", lambda s: s.same("Kenji", "4 minutes")),
    ("Piotr's time was 6 minutes shorter than Marisa's.", lambda s: s.n(T, "Piotr") == s.n(T, "Marisa") - 6),
    ("The Tribune solver was faster than the Gazette solver.", lambda s: s.n(T, "Tribune") < s.n(T, "Gazette")),
    ("Neither Gwendolyn nor Marisa did the Sentinel puzzle.", lambda s: not s.same("Gwendolyn", "Sentinel") and not s.same("Marisa", "Sentinel")),
    ("The Courier puzzle took longer than the Sentinel puzzle.", lambda s: s.n(T, "Courier") > s.n(T, "Sentinel")),
    ("Gwendolyn did not do the Gazette puzzle.", lambda s: not s.same("Gwendolyn", "Gazette")),
    ("Gwendolyn was faster than Zainab.", lambda s: s.n(T, "Gwendolyn") < s.n(T, "Zainab")),
    ("The Gazette solver finished in 6 minutes.", lambda s: s.same("Gazette", "6 minutes")),
    ("Kenji did not do the Sentinel puzzle.", lambda s: not s.same("Kenji", "Sentinel")),
]
