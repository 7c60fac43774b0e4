Y = "Years"
G = "Gold"
CATEGORIES = [
    ("Prospectors", ["Abner", "Clementine", "Ezekiel", "Hattie", "Silas"]),
    ("Creeks", ["Bonanza Creek", "Coyote Creek", "Lost Horse Creek", "Nugget Creek", "Pinecone Creek"]),
    ("Years", ["1896", "1897", "1898", "1899", "1900"], [1896, 1897, 1898, 1899, 1900]),
    ("Gold", ["12 ounces", "20 ounces", "28 ounces", "36 ounces", "44 ounces"], [12, 20, 28, 36, 44]),
]
SOLUTION = [
    ["Abner", "Nugget Creek", "1898", "44 ounces"],
    ["Clementine", "Coyote Creek", "1896", "28 ounces"],
    ["Ezekiel", "Pinecone Creek", "1900", "12 ounces"],
    ["Hattie", "Bonanza Creek", "1897", "36 ounces"],
    ["Silas", "Lost Horse Creek", "1899", "20 ounces"],
]
CLUES = [
    ("The claim staked in 1899 yielded 8 ounces more than Ezekiel's.",
     lambda s: s.n(G, "1899") == s.n(G, "Ezekiel") + 8),
    ("Hattie staked her claim the year after Clementine.",
     lambda s: s.n(Y, "Hattie") == s.n(Y, "Clementine") + 1),
    ("The richest claim was on Nugget Creek.", lambda s: s.n(G, "Nugget Creek") == 44),
    ("The Coyote Creek claim was staked two years before Abner's.",
     lambda s: s.n(Y, "Coyote Creek") == s.n(Y, "Abner") - 2),
    ("The last claim to be staked wasn't on Lost Horse Creek, and it yielded the least gold.",
     lambda s: not s.same("1900", "Lost Horse Creek") and s.same("1900", "12 ounces")),
    ("Bonanza Creek produced 16 ounces more than Silas's claim.",
     lambda s: s.n(G, "Bonanza Creek") == s.n(G, "Silas") + 16),
    ("Clementine's claim produced more gold than Silas's but less than Hattie's.",
     lambda s: s.n(G, "Silas") < s.n(G, "Clementine") < s.n(G, "Hattie")),
    ("Either Silas or Ezekiel worked the claim on Pinecone Creek.",
     lambda s: s.same("Silas", "Pinecone Creek") or s.same("Ezekiel", "Pinecone Creek")),
    ("Abner staked his claim before Silas did.", lambda s: s.n(Y, "Abner") < s.n(Y, "Silas")),
    ("The claim on Lost Horse Creek was staked after the one on Nugget Creek.",
     lambda s: s.n(Y, "Lost Horse Creek") > s.n(Y, "Nugget Creek")),
    ("Hattie's claim yielded exactly 8 ounces more than Clementine's.",
     lambda s: s.n(G, "Hattie") == s.n(G, "Clementine") + 8),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Who worked the claim on Pinecone Creek?", lambda s: s.v("Prospectors", "Pinecone Creek"))]
