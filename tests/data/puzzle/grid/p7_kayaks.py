R, K, T, H = "Renters", "Kayaks", "Launch times", "Rental lengths"
CATEGORIES = [
    (R, ["Ines", "Jonah", "Keziah", "Lorcan", "Nkechi"]),
    (K, ["lime", "orange", "purple", "red", "yellow"]),
    (T, ["7:30am", "8:00am", "8:30am", "9:00am", "9:30am"], [450, 480, 510, 540, 570]),
    (H, ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
]
CLUES = [
    ("The person who launched first rented a kayak for the longest time.", lambda s: s.same("7:30am", "5 hours")),
    ("Keziah launched an hour after Ines.", lambda s: s.n(T, "Keziah") == s.n(T, "Ines") + 60),
    ("The red kayak was rented for 1 hour longer than the purple kayak.", lambda s: s.n(H, "red") == s.n(H, "purple") + 1),
    ("Nkechi launched 30 minutes before Keziah.", lambda s: s.n(T, "Nkechi") == s.n(T, "Keziah") - 30),
    ("The lime kayak went out last.", lambda s: s.same("lime", "9:30am")),
    ("Of Lorcan and the person in the yellow kayak, one launched at 8:00am and the other rented for 5 hours.", lambda s: not s.same("Lorcan", "yellow") and ((s.same("Lorcan", "8:00am") and s.same("yellow", "5 hours")) or (s.same("yellow", "8:00am") and s.same("Lorcan", "5 hours")))),
    ("The orange kayak was rented for more hours than the red kayak.", lambda s: s.n(H, "orange") > s.n(H, "red")),
    ("Ines didn't take the orange kayak.", lambda s: not s.same("Ines", "orange")),
    ("Jonah isn't in the red kayak.", lambda s: not s.same("Jonah", "red")),
    ("Lorcan launched 30 minutes after Jonah.", lambda s: s.n(T, "Lorcan") == s.n(T, "Jonah") + 30),
    ("Keziah rented her kayak for the shortest time.", lambda s: s.same("Keziah", "1 hour")),
    ("The orange kayak launched at 9:00am.", lambda s: s.same("orange", "9:00am")),
    ("Lorcan took the red kayak.", lambda s: s.same("Lorcan", "red")),
]
