I, V, P, T = "Items", "Sellers", "Prices", "Times sold"
CATEGORIES = [
    (I, ["lamp", "rocking chair", "typewriter", "waffle iron"]),
    (V, ["Mrs. Pruitt", "Mr. Szabo", "Ms. Lindqvist", "Mr. Adeyemi"]),
    (P, ["$2.50", "$7.25", "$12.00", "$16.75"], [250, 725, 1200, 1675]),
    (T, ["8:05 AM", "8:40 AM", "9:15 AM", "9:50 AM"], [485, 520, 555, 590]),
]
INTRO = "Four neighbors shared a driveway for a Saturday yard sale."
REMARKS = [INTRO]
CLUES = [
    ("The item that sold at 8:40 AM cost $4.75 less than the lamp.", lambda s: s.n(P, "8:40 AM") == s.n(P, "lamp") - 475),
    ("The rocking chair was the first item sold.", lambda s: s.same("rocking chair", "8:05 AM")),
    ("Mrs. Pruitt's item sold 35 minutes after Mr. Szabo's.", lambda s: s.n(T, "Mrs. Pruitt") == s.n(T, "Mr. Szabo") + 35),
    ("The most expensive item was sold by Mr. Adeyemi.", lambda s: s.same("$16.75", "Mr. Adeyemi")),
    ("Ms. Lindqvist didn't sell the lamp.", lambda s: not s.same("Ms. Lindqvist", "lamp")),
    ("The typewriter cost more than the lamp.", lambda s: s.n(P, "typewriter") > s.n(P, "lamp")),
    ("The waffle iron wasn't sold by Mrs. Pruitt.", lambda s: not s.same("waffle iron", "Mrs. Pruitt")),
    ("The lamp sold 35 minutes before the typewriter.", lambda s: s.n(T, "lamp") == s.n(T, "typewriter") - 35),
    ("The waffle iron and the rocking chair were sold by Ms. Lindqvist and Mr. Adeyemi, respectively.", lambda s: s.same("waffle iron", "Ms. Lindqvist") and s.same("rocking chair", "Mr. Adeyemi")),
]
