T = "Turkeys"
G = "Guests"
CATEGORIES = [
    ("Hosts", ["Gloria", "Howard", "Irene", "Jerome", "Kathy"]),
    ("Turkeys", ["12 lb", "14 lb", "16 lb", "18 lb", "20 lb"], [12, 14, 16, 18, 20]),
    ("Guests", ["6 guests", "8 guests", "10 guests", "12 guests", "14 guests"], [6, 8, 10, 12, 14]),
    ("Pies", ["apple", "cherry", "pecan", "pumpkin", "sweet potato"]),
]
SOLUTION = [
    ["Gloria", "16 lb", "10 guests", "pecan"],
    ["Howard", "20 lb", "14 guests", "pumpkin"],
    ["Irene", "12 lb", "8 guests", "apple"],
    ["Jerome", "14 lb", "6 guests", "sweet potato"],
    ["Kathy", "18 lb", "12 guests", "cherry"],
]
CLUES = [
    ("Howard, who roasted the biggest bird, also fed more guests than anyone else.",
     lambda s: s.n(T, "Howard") == 20 and s.n(G, "Howard") == 14),
    ("The host who baked a cherry pie cooked a turkey 2 lb heavier than Gloria's.",
     lambda s: s.n(T, "cherry") == s.n(T, "Gloria") + 2),
    ("Jerome had 2 fewer guests than Irene, whose turkey was the smallest.",
     lambda s: s.n(G, "Jerome") == s.n(G, "Irene") - 2 and s.n(T, "Irene") == 12),
    ("The pecan pie was served to a table of 10 guests.", lambda s: s.same("pecan", "10 guests")),
    ("Kathy and Irene baked the cherry and the apple pies, respectively.",
     lambda s: s.same("Kathy", "cherry") and s.same("Irene", "apple")),
    ("The 14 lb turkey was not followed by pumpkin pie.", lambda s: not s.same("14 lb", "pumpkin")),
    ("Gloria had 2 more guests than Irene.", lambda s: s.n(G, "Gloria") == s.n(G, "Irene") + 2),
    ("Jerome's turkey weighed 2 lb less than Gloria's.", lambda s: s.n(T, "Jerome") == s.n(T, "Gloria") - 2),
]
NUM = "."
DOT = False
INTRO = [
    "Talking Turkey",
    "Five neighbors on Maple Court each hosted Thanksgiving dinner this year. Each roasted a turkey of a different weight, sat a different number of guests around the table, and baked a different pie for dessert.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
