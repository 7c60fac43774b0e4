T = "Tables"
P = "Prices"
CATEGORIES = [
    ("First names", ["Arlene", "Buck", "Delia", "Homer"]),
    ("Last names", ["Fenwick", "Ostrander", "Pruitt", "Yates"]),
    ("Goods", ["comic books", "fishing lures", "old bottles", "vinyl records"]),
    ("Tables", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Prices", ["$12.50", "$15.00", "$17.50", "$20.00"], [1250, 1500, 1750, 2000]),
]
SOLUTION = [
    ["Arlene", "Pruitt", "old bottles", "3", "$15.00"],
    ["Buck", "Yates", "fishing lures", "1", "$20.00"],
    ["Delia", "Fenwick", "vinyl records", "4", "$12.50"],
    ["Homer", "Ostrander", "comic books", "2", "$17.50"],
]
CLUES = [
    ("The vendor at table 2 made a best sale that was $2.50 more than Arlene's.",
     lambda s: s.n(P, "2") == s.n(P, "Arlene") + 250),
    ("Ms. Fenwick's best sale was the smallest of the four.", lambda s: s.n(P, "Fenwick") == 1250),
    ("The fishing lures weren't sold at table 3 or table 4.",
     lambda s: not s.same("fishing lures", "3") and not s.same("fishing lures", "4")),
    ("Of Buck and the vendor who sold vinyl records, one was at table 1 and the other was at table 4.",
     lambda s: not s.same("Buck", "vinyl records") and (
         (s.same("Buck", "1") and s.same("vinyl records", "4")) or (s.same("Buck", "4") and s.same("vinyl records", "1")))),
    ("Homer, who isn't Mr. Yates, sold comic books.",
     lambda s: not s.same("Homer", "Yates") and s.same("Homer", "comic books")),
    ("The best sale of old bottles was for $15.00.", lambda s: s.same("old bottles", "$15.00")),
    ("Pruitt's table number is one higher than Ostrander's.", lambda s: s.n(T, "Pruitt") == s.n(T, "Ostrander") + 1),
    ("Neither Arlene nor Homer made the $20.00 sale.",
     lambda s: not s.same("Arlene", "$20.00") and not s.same("Homer", "$20.00")),
    ("The vinyl records were at a table with a higher number than Arlene's.", lambda s: s.n(T, "vinyl records") > s.n(T, "Arlene")),
    ("Buck's best sale was bigger than Homer's.", lambda s: s.n(P, "Buck") > s.n(P, "Homer")),
    ("Buck's last name isn't Ostrander.", lambda s: not s.same("Buck", "Ostrander")),
]
NUM = "."
DOT = False
INTRO = [
    "Flea Market Finds",
    "Four vendors rented tables side by side at last Sunday's flea market at the Dayton fairgrounds, at tables numbered 1 through 4. Each vendor sold a different kind of goods, and each made a best sale of the day at a different price. Determine each vendor's full name, the goods sold, the table number, and the price of the day's best sale.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
