T = "Times"
CATEGORIES = [
    ("Customers", ["Chet", "Irma", "Lyle", "Mavis", "Rudy"]),
    ("Orders", ["biscuits and gravy", "French toast", "grits", "omelet", "pancakes"]),
    ("Times", ["6:10 am", "6:20 am", "6:30 am", "6:40 am", "6:50 am"], [10, 20, 30, 40, 50]),
]
SOLUTION = [
    ["Chet", "omelet", "6:30 am"],
    ["Irma", "pancakes", "6:10 am"],
    ["Lyle", "grits", "6:50 am"],
    ["Mavis", "French toast", "6:40 am"],
    ["Rudy", "biscuits and gravy", "6:20 am"],
]
CLUES = [
    ("Irma was the first customer of the morning.", lambda s: s.n(T, "Irma") == 10),
    ("The man who ordered biscuits and gravy came in 10 minutes after Irma.",
     lambda s: s.n(T, "biscuits and gravy") == s.n(T, "Irma") + 10),
    ("Lyle came in last, and he didn't order the omelet or the French toast.",
     lambda s: s.n(T, "Lyle") == 50 and not s.same("Lyle", "omelet") and not s.same("Lyle", "French toast")),
    ("Mavis arrived 20 minutes after the man who ordered the biscuits and gravy.",
     lambda s: s.n(T, "Mavis") == s.n(T, "biscuits and gravy") + 20),
    ("The pancakes were ordered earlier than the French toast.", lambda s: s.n(T, "pancakes") < s.n(T, "French toast")),
    ("Rudy came in before Chet.", lambda s: s.n(T, "Rudy") < s.n(T, "Chet")),
    ("The omelet was ordered 10 minutes before the French toast.", lambda s: s.n(T, "omelet") == s.n(T, "French toast") - 10),
    ("Chet didn't order grits.", lambda s: not s.same("Chet", "grits")),
]
QUESTIONS = [
    ("What did Chet order?", lambda s: s.v("Orders", "Chet")),
    ("What time did Rudy come in?", lambda s: s.v(T, "Rudy")),
]
NUM = "."
INTRO = ["The Early Bird Diner opens at 6:00 am. Last Tuesday its first five customers came in ten minutes apart, and each ordered a different breakfast."]
OUTRO = []
REMARKS = INTRO + OUTRO
