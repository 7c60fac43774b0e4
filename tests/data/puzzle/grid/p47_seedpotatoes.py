K = "Yields"
P = "Plots"
CATEGORIES = [
    ("Growers", ["Bill", "Doreen", "Frank", "Iris", "Vic"]),
    ("Varieties", ["Arran Pilot", "Charlotte", "King Edward", "Maris Piper", "Pink Fir Apple"]),
    ("Yields", ["14 kg", "16 kg", "18 kg", "20 kg", "22 kg"], [14, 16, 18, 20, 22]),
    ("Plots", ["3", "4", "5", "6", "7"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Bill", "King Edward", "18 kg", "6"],
    ["Doreen", "Charlotte", "22 kg", "3"],
    ["Frank", "Maris Piper", "14 kg", "7"],
    ["Iris", "Pink Fir Apple", "16 kg", "4"],
    ["Vic", "Arran Pilot", "20 kg", "5"],
]
CLUES = [
    ("Frank's Maris Pipers gave the smallest yield.", lambda s: s.same("Frank", "Maris Piper") and s.n(K, "Frank") == 14),
    ("Vic's plot lies between Iris's and Bill's.",
     lambda s: min(s.n(P, "Iris"), s.n(P, "Bill")) < s.n(P, "Vic") < max(s.n(P, "Iris"), s.n(P, "Bill"))),
    ("The King Edwards yielded 2 kg more than the crop from the plot next door to Doreen's.",
     lambda s: any(abs(s.n(P, g) - s.n(P, "Doreen")) == 1 and s.n(K, "King Edward") == s.n(K, g) + 2
                   for g in ["Bill", "Frank", "Iris", "Vic"])),
    ("Iris grows neither Arran Pilot nor King Edward.",
     lambda s: not s.same("Iris", "Arran Pilot") and not s.same("Iris", "King Edward")),
    ("The Arran Pilot plot is numbered one lower than the King Edward plot.", lambda s: s.n(P, "Arran Pilot") == s.n(P, "King Edward") - 1),
    ("Bill's crop weighed less than Vic's.", lambda s: s.n(K, "Bill") < s.n(K, "Vic")),
    ("Frank works plot 7, at the far end of the row.", lambda s: s.same("Frank", "7")),
    ("Doreen's plot has a lower number than anyone else's.", lambda s: s.n(P, "Doreen") == 3),
    ("Iris's plot is next to Doreen's.", lambda s: abs(s.n(P, "Iris") - s.n(P, "Doreen")) == 1),
    ("The Charlottes gave the biggest crop.", lambda s: s.n(K, "Charlotte") == 22),
]
QUESTIONS = [("Who grows the Pink Fir Apple, and on which plot?",
              lambda s: (s.v("Growers", "Pink Fir Apple"), s.v("Plots", "Pink Fir Apple")))]
NUM = "."
INTRO = ["Five neighbours on the Station Road allotments, whose plots are numbered 3 to 7 in a row along the same path, each grew a different variety of potato this year.",
         "At the end of the season they weighed what each had lifted, and every crop came to a different weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
