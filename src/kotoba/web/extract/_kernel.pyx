# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The extractor's per-element and per-block passes, compiled: libxml2's nodes read through lxml's C API.

The clearing's scans of the document by attribute (:func:`elements_with`, :func:`attributes_holding`,
:func:`worded_images`: what XPath finds) and its walks of inline elements (:func:`touching_inline`,
:func:`classes_holding`, :func:`touching_links`), all one walk with a test of its own each (:func:`_scan`),
the rule pass's first walk (``core._measure``: :class:`Kernel`), its read of each element's attributes
(``core._attributes``: :class:`Attributes`), its furniture verdicts by name (``core._judge``:
:class:`Judge`) and its closing score (``core._best``: :class:`Best`), the cut into blocks (``blocks.cut``:
:class:`Cut`), the blocks' measures (:class:`Measures`), regions (:func:`inside_of_blocks`), shapes
(:func:`block_shapes`), rows (:func:`block_rows`) and class words (:func:`class_columns`), the learned
model's first stage (:func:`linear`), its context rows (:func:`context_rows`) and the boosted trees' sum
(:class:`Trees`). Each returns exactly what the Python code it mirrors returns (the same Python objects: the
page's own element proxies, the same strings, ints and floats computed in the same order), so the
pure-Python passes and these are interchangeable; ``kernel.py`` decides which run, and
``tests/web/extract/test_kernel.py`` and ``bench/extract_identity.py`` hold them equal. What they save is the
interpreter: the Python passes make one attribute call into lxml per element and per piece of text
(``el.text``, ``el.tail``, ``el.tag``, ``el.get``, ``el[:]``), each hundreds of instructions, where these
loops read the nodes' fields.

Whenever a page is not the plain case (an element in a namespace, a list of elements that is not the body's
walk, a value of another type), a pass returns None and the Python code runs.
"""

from cpython.array cimport array, clone
from cpython.bytes cimport PyBytes_FromStringAndSize
from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.tuple cimport PyTuple_New, PyTuple_SET_ITEM
from cpython.ref cimport Py_DECREF, Py_INCREF
from cpython.unicode cimport PyUnicode_1BYTE_DATA
from cpython.unicode cimport Py_UNICODE_ISALNUM, Py_UNICODE_ISSPACE, PyUnicode_DecodeUTF8
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_KIND, PyUnicode_New, PyUnicode_READ, PyUnicode_WRITE
from libc.math cimport INFINITY, log1p
from libc.stdint cimport uint16_t, uint64_t, uintptr_t
from libc.stdlib cimport free, malloc, realloc
from libc.string cimport memcpy, strcmp, strlen, strstr

from lxml.includes cimport tree
from lxml.includes.etreepublic cimport (
    _Document, _Element, _getNs, _isElement, elementFactory, import_lxml__etree, tailOf, textOf,
)

import_lxml__etree()

cdef extern from "Python.h":
    ctypedef struct PyObject
    PyObject* PyDict_GetItem(object d, object key)  # borrowed, NULL where missing (never raises)
    dict _PyDict_NewPresized(Py_ssize_t size)  # a dictionary that takes the page's elements without growing
    bint PyUnicode_IS_ASCII(object text)

cdef extern from "Python.h":
    ctypedef struct PyTypeObject
    ctypedef struct PyMemberDef:
        int type
        Py_ssize_t offset
    ctypedef struct PyMemberDescrObject:
        PyMemberDef* d_member
    PyObject* PyType_GenericAlloc(PyTypeObject* kind, Py_ssize_t items)
    int T_OBJECT_EX

cdef extern from "_kernel_stamp.h":
    const char* KERNEL_STAMP
    const char* KERNEL_LXML

# What the kernel was built from: the hash of the Python it mirrors and of this file (kernel.py compares it
# with the sources beside it), and the lxml it was compiled against.
STAMP = KERNEL_STAMP.decode("ascii")
LXML_BUILT = KERNEL_LXML.decode("ascii")


cdef struct Row:
    tree.xmlNode* node
    long long chars
    long long linked
    long long loose
    long long loose_linked
    long long loose_stops
    double prose
    double bad
    long long tail
    long long tail_stops


cdef enum:
    BLOCK_FIELDS = 10  # the fields of a block (blocks.Block) the cut sets

cdef enum:
    TAG_BLOCK = 1
    TAG_HEADING = 2
    TAG_A = 4
    TAG_P = 8
    CACHE_SIZE = 256


cdef class _Tags:
    """A pass that asks the same of every element's tag (its flags, and bits of the pass's own): the answers
    kept by the address of the tag's name (libxml2 interns a document's names: one pointer a name; a NULL
    name is a free slot), each worked out once by :meth:`tag_flags`. The slots are forgotten at the start of
    each page (:meth:`forget_names`): another page's names may be freed and their places reused."""

    cdef const tree.xmlChar* cache_names[CACHE_SIZE]
    cdef int cache_flags[CACHE_SIZE]
    cdef long cache_bits[CACHE_SIZE]

    def __cinit__(self):
        self.forget_names()

    cdef void forget_names(self) noexcept:
        cdef int i
        for i in range(CACHE_SIZE):
            self.cache_names[i] = NULL

    cdef int flags(self, tree.xmlNode* node, long* bits) except -1:
        """An element's flags, and its bits in ``bits``; none for a node that is no element, or an element in
        a namespace, whose tag is ``{uri}name``."""
        bits[0] = 0
        if node.type != tree.XML_ELEMENT_NODE or _getNs(node) is not NULL:
            return 0
        cdef const tree.xmlChar* name = node.name
        cdef size_t slot = ((<uintptr_t> name) >> 4) % CACHE_SIZE
        if self.cache_names[slot] == name:
            bits[0] = self.cache_bits[slot]
            return self.cache_flags[slot]
        tag = PyUnicode_DecodeUTF8(<const char*> name, strlen(<const char*> name), NULL)
        cdef int flags = self.tag_flags(tag, <const char*> name, bits)
        self.cache_names[slot] = name
        self.cache_flags[slot] = flags
        self.cache_bits[slot] = bits[0]
        return flags

    cdef int tag_flags(self, unicode tag, const char* name, long* bits) except -1:
        """The flags of the tag ``tag`` (``name``, its UTF-8 bytes), with its bits set in ``bits``."""
        raise NotImplementedError


cdef class Kernel(_Tags):
    """The pass with its constants (core's, handed over once, so a change to one needs no rebuild)."""

    cdef frozenset block_tags
    cdef object headings
    cdef long long sentence_around_links
    cdef object space
    cdef list leaf
    cdef long long good_min_chars
    cdef long long sentence_check_below
    cdef double good_max_link_share
    cdef double bad_link_share
    cdef double link_weight
    cdef double neutral_weight
    cdef long long cjk_weight

    def __init__(
        self, block_tags, headings, long long sentence_around_links, space, list leaf, long long good_min_chars,
        long long sentence_check_below, double good_max_link_share, double bad_link_share,
        double link_weight, double neutral_weight, long long cjk_weight,
    ):
        self.block_tags = frozenset(block_tags)
        self.headings = headings
        self.sentence_around_links = sentence_around_links
        self.space = space
        self.leaf = leaf
        self.good_min_chars = good_min_chars
        self.sentence_check_below = sentence_check_below
        self.good_max_link_share = good_max_link_share
        self.bad_link_share = bad_link_share
        self.link_weight = link_weight
        self.neutral_weight = neutral_weight
        self.cjk_weight = cjk_weight

    cdef int tag_flags(self, unicode tag, const char* name, long* bits) except -1:
        """A tag as the pass asks of it: a block, a heading, an ``<a>``, a ``<p>``."""
        cdef int flags = 0
        if tag in self.block_tags:
            flags |= TAG_BLOCK
        if tag in self.headings:
            flags |= TAG_HEADING
        if strcmp(name, "a") == 0:
            flags |= TAG_A
        if strcmp(name, "p") == 0:
            flags |= TAG_P
        return flags

    def measure(self, list elements, list anchors, set prose_blocks):
        """``core._measure``'s figures for ``elements`` (the body's walk, the body first) given ``anchors``
        (``elements[0].iter("a")``): the three columns, each element's children, the link blocks and the
        texts and tails, with the prose blocks added to ``prose_blocks``; None when the page is not one
        this pass reads (the Python pass then runs)."""
        cdef Py_ssize_t n = len(elements), i
        if n == 0:
            return None
        cdef char* inside = <char*> malloc(n)
        if inside is NULL:
            raise MemoryError()
        try:
            self.forget_names()
            if not self._inside_links(elements, anchors, inside):
                return None
            return self._measure(elements, prose_blocks, inside)
        finally:
            free(inside)

    cdef bint _inside_links(self, list elements, list anchors, char* inside) except -1:
        """Which elements are inside an ``<a>`` (below one of ``anchors``, lxml's own match of the tag),
        by one walk in document order keeping the open ancestors; False when the walk is not the body's."""
        cdef Py_ssize_t n = len(elements), i, depth = 0, j = 0, m = len(anchors)
        cdef tree.xmlNode** open_nodes = <tree.xmlNode**> malloc(n * sizeof(tree.xmlNode*))
        cdef char* open_links = <char*> malloc(n)
        cdef tree.xmlNode* node
        cdef tree.xmlNode* anchor = NULL
        cdef _Element el
        if open_nodes is NULL or open_links is NULL:
            free(open_nodes)
            free(open_links)
            raise MemoryError()
        try:
            if m:
                anchor = (<_Element?> anchors[0])._c_node
            for i in range(n):
                el = <_Element?> elements[i]
                node = el._c_node
                if node is NULL or (node.type == tree.XML_ELEMENT_NODE and _getNs(node) is not NULL):
                    return False
                if i:
                    while depth and open_nodes[depth - 1] != node.parent:
                        depth -= 1
                    if not depth:
                        return False  # not below the first element: not the body's walk
                    inside[i] = open_links[depth - 1]
                else:
                    inside[i] = 0
                open_nodes[depth] = node
                open_links[depth] = inside[i]
                if node == anchor:
                    open_links[depth] = 1
                    j += 1
                    anchor = (<_Element?> anchors[j])._c_node if j < m else NULL
                depth += 1
            return j == m
        finally:
            free(open_nodes)
            free(open_links)

    cdef object _measure(self, list elements, set prose_blocks, char* inside):
        cdef Py_ssize_t n = len(elements), i, j, k, top = 0, cap = 64
        cdef Row* stack = <Row*> malloc(cap * sizeof(Row))
        if stack is NULL:
            raise MemoryError()
        cdef dict total = _PyDict_NewPresized(n), good = _PyDict_NewPresized(n), bad = _PyDict_NewPresized(n)
        cdef list family = []
        cdef list links = []
        cdef list texts = PyList_New(n)
        cdef list tails = PyList_New(n)
        cdef list children
        cdef _Element el
        cdef _Document doc
        cdef tree.xmlNode* node
        cdef tree.xmlNode* child
        cdef Row row
        cdef Row* c
        cdef long long chars, loose_stops, tail_chars, tail_stops, loose, in_links, loose_linked
        cdef double prose, boilerplate
        cdef long long counts[2]
        cdef int flags
        cdef long bits
        cdef bint sentence, is_worded, is_prose
        space = self.space
        leaf = self.leaf
        for i in range(n):  # every slot set before anything can fail: the lists are never left with NULLs
            Py_INCREF(None)
            PyList_SET_ITEM(texts, i, None)
            Py_INCREF(None)
            PyList_SET_ITEM(tails, i, None)
        try:
            for i in range(n - 1, -1, -1):
                el = <_Element> elements[i]
                node = el._c_node
                doc = el._doc
                # the text
                if node.type == tree.XML_ELEMENT_NODE:
                    text = _collect(node.children, counts)
                else:
                    text = el.text  # a comment's, an instruction's or an entity's own (lxml's reading)
                    counts[0] = -1
                if text is None:
                    chars = loose_stops = 0
                elif counts[0] == -2:  # only whitespace, seen in the bytes
                    chars = loose_stops = 0
                    texts[i] = space
                else:
                    if counts[0] == -1:
                        _count(text, counts)
                    if counts[0] < 0:  # "" or only whitespace
                        chars = loose_stops = 0
                        if text:
                            texts[i] = space
                    else:
                        chars, loose_stops = _weigh(text, counts, self.cjk_weight)
                        texts[i] = text
                # the tail: counted with its element, added into the parent's loose text by the parent
                tail = _collect(node.next, counts)
                if tail is None:
                    tail_chars = tail_stops = 0
                elif counts[0] == -2:
                    tail_chars = tail_stops = 0
                    tails[i] = space
                else:
                    if counts[0] == -1:
                        _count(tail, counts)
                    if counts[0] < 0:
                        tail_chars = tail_stops = 0
                        if tail:
                            tails[i] = space
                    else:
                        tail_chars, tail_stops = _weigh(tail, counts, self.cjk_weight)
                        tails[i] = tail
                loose = chars
                in_links = loose_linked = 0
                prose = boilerplate = 0.0
                k = 0
                if node.type == tree.XML_ELEMENT_NODE:
                    child = node.children
                    while child is not NULL:
                        if _isElement(child):
                            k += 1
                        child = child.next
                if k:
                    if k > top:
                        raise RuntimeError("kernel: an element's children were not walked before it")
                    children = PyList_New(k)
                    child = node.children
                    j = 0
                    while child is not NULL:
                        if _isElement(child):
                            c = &stack[top - 1 - j]
                            if c.node != child:
                                raise RuntimeError("kernel: the walk is not the body's, child by child")
                            proxy = elementFactory(doc, child)
                            Py_INCREF(proxy)
                            PyList_SET_ITEM(children, j, proxy)
                            chars += c.chars + c.tail
                            loose += c.loose + c.tail
                            loose_stops += c.loose_stops + c.tail_stops
                            in_links += c.linked
                            loose_linked += c.loose_linked
                            prose += c.prose
                            boilerplate += c.bad
                            j += 1
                        child = child.next
                    top -= k
                    family.append(children)
                else:
                    family.append(leaf)
                flags = self.flags(node, &bits)
                if flags & TAG_A or inside[i]:
                    in_links, loose_linked = chars, loose
                if loose and flags & TAG_BLOCK:
                    sentence = loose_stops > 0 or loose >= self.sentence_check_below
                    is_worded = loose - loose_linked >= self.good_min_chars
                    is_prose = (
                        is_worded and <double> loose_linked <= self.good_max_link_share * <double> loose
                        and sentence
                    )
                    if is_prose and not (flags & TAG_HEADING):
                        prose += <double> loose
                        prose_blocks.add(el)
                    elif <double> loose_linked > self.bad_link_share * <double> loose and not (
                        is_worded and loose_stops >= 2
                    ):
                        boilerplate += self.link_weight * <double> loose
                        if prose == 0.0 and not (  # core._names_what_follows
                            flags & TAG_HEADING
                            or (
                                flags & TAG_P and loose_stops > 0
                                and loose - loose_linked >= self.sentence_around_links
                            )
                        ):
                            links.append(el)
                    else:
                        boilerplate += self.neutral_weight * <double> loose
                    loose = loose_linked = loose_stops = 0
                if top == cap:
                    cap *= 2
                    c = <Row*> realloc(stack, cap * sizeof(Row))
                    if c is NULL:
                        raise MemoryError()
                    stack = c
                row.node = node
                row.chars = chars
                row.linked = in_links
                row.loose = loose
                row.loose_linked = loose_linked
                row.loose_stops = loose_stops
                row.prose = prose
                row.bad = boilerplate
                row.tail = tail_chars
                row.tail_stops = tail_stops
                stack[top] = row
                top += 1
                total[el] = chars
                good[el] = prose
                bad[el] = boilerplate
            if top != 1:
                raise RuntimeError("kernel: the walk left elements outside the body")
            return total, good, bad, family, links, texts, tails
        finally:
            free(stack)


cdef inline bint _text_node(tree.xmlNode* node) noexcept nogil:
    return node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE


cdef inline tree.xmlNode* _text_or_skip(tree.xmlNode* node) noexcept nogil:
    """lxml's ``_textNodeOrSkip``: the node if it is text, past XInclude markers, else NULL."""
    while node is not NULL:
        if _text_node(node):
            return node
        if node.type == tree.XML_XINCLUDE_START or node.type == tree.XML_XINCLUDE_END:
            node = node.next
            continue
        return NULL
    return NULL


cdef object _collect(tree.xmlNode* node, long long* counts):
    """lxml's ``_collectText`` (what ``el.text`` and ``el.tail`` return: the run of text nodes from
    ``node``, None when there is none), with ``counts[0]`` set to -2 when the text is only ASCII whitespace
    (then the string is not made: the pass keeps one space for it), -1 when the string must be read."""
    cdef tree.xmlNode* first = _text_or_skip(node)
    cdef tree.xmlNode* cur = first
    cdef const tree.xmlChar* text = NULL
    cdef Py_ssize_t runs = 0
    cdef const unsigned char* p
    cdef unsigned char b
    counts[0] = -1
    while cur is not NULL:
        if cur.content[0] != 0:
            text = cur.content
        runs += 1
        cur = _text_or_skip(cur.next)
    if text is NULL:
        if runs:
            counts[0] = -3  # "": empty text, which the pass takes as none
            return ""
        return None
    if runs == 1:
        p = <const unsigned char*> text
        while True:
            b = p[0]
            if b == 0:
                counts[0] = -2
                return ""
            if b == 32 or 9 <= b <= 13 or 28 <= b <= 31:
                p += 1
                continue
            break
        return PyUnicode_DecodeUTF8(<const char*> text, strlen(<const char*> text), NULL)
    joined = b""
    cur = first
    while cur is not NULL:
        joined += <bytes> (<const char*> cur.content)
        cur = _text_or_skip(cur.next)
    return joined.decode("utf-8")


cdef inline bint _space(Py_UCS4 ch) noexcept:
    """``str.isspace`` of one character (the interpreter's own table)."""
    return ch == 32 or 9 <= ch <= 13 or 28 <= ch <= 31 or (ch >= 128 and Py_UNICODE_ISSPACE(ch))


cdef int _count(unicode text, long long* counts) except -1:
    """Whether ``text`` is blank (``counts[0]`` < 0: empty or only whitespace, as ``str.isspace``)."""
    cdef Py_ssize_t i, n = len(text)
    counts[0] = -3
    for i in range(n):
        if not _space(text[i]):
            counts[0] = 0
            return 0
    return 0


cdef tuple _weigh(unicode text, long long* counts, long long cjk_weight):
    """``core._count`` of a text that is not blank: its characters once stripped (a Chinese or Japanese
    character counting ``cjk_weight``) and its sentence punctuation."""
    cdef Py_ssize_t n = len(text), start = 0, end = n, i
    cdef long long size, stops = 0, cjk = 0
    cdef Py_UCS4 ch
    cdef const unsigned char* data
    cdef unsigned char b
    if PyUnicode_IS_ASCII(text):  # most text: its bytes read as they are
        data = PyUnicode_1BYTE_DATA(text)
        while start < end and (data[start] == 32 or 9 <= data[start] <= 13 or 28 <= data[start] <= 31):
            start += 1
        while end > start and (data[end - 1] == 32 or 9 <= data[end - 1] <= 13 or 28 <= data[end - 1] <= 31):
            end -= 1
        for i in range(n):
            b = data[i]
            if b == 46 or b == 44 or b == 59 or b == 33 or b == 63:  # . , ; ! ?
                stops += 1
        return end - start, stops
    while start < end and _space(text[start]):
        start += 1
    while end > start and _space(text[end - 1]):
        end -= 1
    size = end - start
    for i in range(n):
        ch = text[i]
        if ch < 128:
            if ch == 46 or ch == 44 or ch == 59 or ch == 33 or ch == 63:  # . , ; ! ?
                stops += 1
        elif ch >= 0x3001:
            if ch == 0x3002 or ch == 0x3001 or ch == 0xFF0C or ch == 0xFF01 or ch == 0xFF1F:
                stops += 1
            elif (
                0x3040 <= ch <= 0x30FF or 0x3400 <= ch <= 0x4DBF or 0x4E00 <= ch <= 0x9FFF
                or 0xF900 <= ch <= 0xFAFF
            ):
                cjk += 1
    return size + (cjk_weight - 1) * cjk, stops


cdef class Trees:
    """A boosted forest's sum for pairs of rows, as ``boost.compiled_beside``'s function makes it: per row,
    ``base`` then each tree's leaf added in the file's order (the same floats), a node sending the row left
    when its input is at most the node's threshold; the inputs at and past ``width`` are read from the second
    row of the pair. The trees are ``boost.Tree``'s arrays, checked by ``boost.forest`` before they come here.
    """

    cdef int* feature
    cdef double* threshold
    cdef int* left
    cdef int* right
    cdef double* value
    cdef int* roots
    cdef int* reads  # the inputs any node reads, each once, in increasing order
    cdef Py_ssize_t trees
    cdef Py_ssize_t n_reads
    cdef Py_ssize_t inputs  # one past the highest input read
    cdef double base
    cdef Py_ssize_t width

    def __cinit__(self):
        self.feature = self.left = self.right = self.roots = self.reads = NULL
        self.threshold = self.value = NULL

    def __init__(self, double base, trees, Py_ssize_t width):
        cdef Py_ssize_t nodes = sum(len(tree.feature) for tree in trees), at = 0, i, t = 0
        self._release()  # (``__init__`` may be called again on the same object: its arrays are replaced)
        self.trees = len(trees)
        self.base = base
        self.width = width
        self.feature = <int*> malloc(max(nodes, 1) * sizeof(int))
        self.left = <int*> malloc(max(nodes, 1) * sizeof(int))
        self.right = <int*> malloc(max(nodes, 1) * sizeof(int))
        self.threshold = <double*> malloc(max(nodes, 1) * sizeof(double))
        self.value = <double*> malloc(max(nodes, 1) * sizeof(double))
        self.roots = <int*> malloc(max(self.trees, 1) * sizeof(int))
        if (
            self.feature is NULL or self.left is NULL or self.right is NULL or self.threshold is NULL
            or self.value is NULL or self.roots is NULL
        ):
            raise MemoryError()
        for tree in trees:
            self.roots[t] = at
            t += 1
            for i in range(len(tree.feature)):
                self.feature[at + i] = tree.feature[i]
                self.left[at + i] = at + tree.left[i]
                self.right[at + i] = at + tree.right[i]
                self.threshold[at + i] = tree.threshold[i]
                self.value[at + i] = tree.value[i]
            at += len(tree.feature)
        cdef set distinct = set()
        for i in range(nodes):
            if self.feature[i] >= 0:
                distinct.add(self.feature[i])
        cdef list inputs_read = sorted(distinct)
        self.n_reads = len(inputs_read)
        self.inputs = <Py_ssize_t> inputs_read[self.n_reads - 1] + 1 if self.n_reads else 0
        self.reads = <int*> malloc(max(self.n_reads, 1) * sizeof(int))
        if self.reads is NULL:
            raise MemoryError()
        for i in range(self.n_reads):
            self.reads[i] = inputs_read[i]

    cdef void _release(self):
        free(self.feature)
        free(self.left)
        free(self.right)
        free(self.threshold)
        free(self.value)
        free(self.roots)
        free(self.reads)
        self.feature = self.left = self.right = self.roots = self.reads = NULL
        self.threshold = self.value = NULL

    def __dealloc__(self):
        self._release()

    def margins_beside(self, list rows, list more):
        """Each pair's sum; None (the Python function then runs, and raises what it raises) when the lists
        differ in length, a row is no list (the first of a pair may be an ``array("d")``, as ``features``
        makes its rows), or an input some node reads is missing from its row or is no float. Each pair's inputs that the nodes read are taken out of the lists once, into one array, and
        the trees walked over it: not one list read and type check for each node on the way down."""
        cdef Py_ssize_t n = len(rows), i, t, k, f
        cdef int node
        cdef double s
        cdef list r, c
        cdef double* inputs
        cdef double* doubles = NULL
        cdef Py_ssize_t size = 0
        if len(more) != n:
            return None
        inputs = <double*> malloc(max(self.inputs, 1) * sizeof(double))
        if inputs is NULL:
            raise MemoryError()
        try:
            out = PyList_New(n)
            for i in range(n):
                Py_INCREF(None)
                PyList_SET_ITEM(out, i, None)
            for i in range(n):
                row, other = rows[i], more[i]
                if type(other) is not list:
                    return None
                if type(row) is array and (<array> row).ob_descr.typecode == b"d":
                    doubles, size = (<array> row).data.as_doubles, len(<array> row)
                elif type(row) is list:
                    doubles, r = NULL, <list> row
                else:
                    return None
                c = <list> other
                for k in range(self.n_reads):
                    f = self.reads[k]
                    if f < self.width:
                        if doubles is not NULL:
                            if f >= size:
                                return None
                            inputs[f] = doubles[f]
                            continue
                        if f >= len(r):
                            return None
                        value = r[f]
                    else:
                        if f - self.width >= len(c):
                            return None
                        value = c[f - self.width]
                    if type(value) is not float:
                        return None
                    inputs[f] = <double> value
                s = self.base
                for t in range(self.trees):
                    node = self.roots[t]
                    while self.feature[node] >= 0:
                        if inputs[self.feature[node]] <= self.threshold[node]:
                            node = self.left[node]
                        else:
                            node = self.right[node]
                    s = s + self.value[node]
                out[i] = s
            return out
        finally:
            free(inputs)


# Whether this interpreter's sum() of floats adds them one by one (CPython before 3.12), as linear() does:
# a compensated sum (3.12 on) rounds differently, and then linear() declines every row.
PLAIN_SUM = sum([1e16, 1.0, -1e16]) == 0.0


def linear(double bias, list dense, list rows):
    """``bias + sum(map(mul, dense, row))`` for each row of ``rows`` (the learned model's first stage
    before its class words: ``learned.Model.scores``), the products added in order from 0.0 as ``sum``
    adds floats; None (the Python expression then runs) where this interpreter's ``sum`` compensates, or a
    weight or a row's value is not a float, or a row is neither a list nor an ``array("d")`` (the rows
    ``features`` makes: doubles, read as they are)."""
    if not PLAIN_SUM:
        return None
    cdef Py_ssize_t n = len(rows), width = len(dense), i, j, size
    cdef double s
    cdef double* weights = <double*> malloc(max(width, 1) * sizeof(double))
    cdef list row
    cdef double* doubles
    if weights is NULL:
        raise MemoryError()
    try:
        for j in range(width):
            weight = dense[j]
            if type(weight) is not float:
                return None
            weights[j] = <double> weight
        out = PyList_New(n)
        for i in range(n):
            Py_INCREF(None)
            PyList_SET_ITEM(out, i, None)
        for i in range(n):
            item = rows[i]
            s = 0.0
            if type(item) is array and (<array> item).ob_descr.typecode == b"d":
                doubles = (<array> item).data.as_doubles
                for j in range(min(width, len(<array> item))):
                    s += weights[j] * doubles[j]
                out[i] = bias + s
                continue
            if type(item) is not list:
                return None
            row = <list> item
            size = min(width, len(row))
            for j in range(size):
                value = row[j]
                if type(value) is not float:
                    return None
                s += weights[j] * <double> value
            out[i] = bias + s
        return out
    finally:
        free(weights)


cdef enum:
    CUT_LINE = 1  # a tag of blocks.LINE_BLOCKS
    CUT_CELL = 2  # a tag of tables.CELLS
    CUT_A = 4


cdef Py_ssize_t _stripped(unicode text) except -1:
    """``len(text.strip())``: the characters between the first and the last that are not whitespace."""
    cdef Py_ssize_t start = 0, end = len(text)
    while start < end and _space(text[start]):
        start += 1
    while end > start and _space(text[end - 1]):
        end -= 1
    return end - start


cdef unicode _collapsed(list pieces):
    """``" ".join("".join(pieces).split())``: the pieces' words, one space between each two (whitespace as
    ``str.split`` finds it), made in one string without the joined text and the list of words; the string
    is the one Python makes (of the narrowest kind that holds its characters, so that the two compare
    equal)."""
    cdef Py_ssize_t size = 0, i, n
    cdef Py_UCS4 widest = 0, ch
    cdef bint gap = False, started = False
    cdef unsigned int kind
    cdef void* data
    cdef unicode text
    for piece in pieces:  # how long the string is and its widest character
        text = <unicode?> piece
        n = len(text)
        kind = PyUnicode_KIND(text)
        data = PyUnicode_DATA(text)
        for i in range(n):
            ch = PyUnicode_READ(kind, data, i)
            if _space(ch):
                gap = started
            else:
                if gap:
                    size += 1
                    gap = False
                    if widest < 32:
                        widest = 32
                size += 1
                started = True
                if ch > widest:
                    widest = ch
    if size == 0:
        return ""
    out = PyUnicode_New(size, widest)
    cdef unsigned int out_kind = PyUnicode_KIND(out)
    cdef void* out_data = PyUnicode_DATA(out)
    cdef Py_ssize_t at = 0
    gap = started = False
    for piece in pieces:
        text = <unicode> piece
        n = len(text)
        kind = PyUnicode_KIND(text)
        data = PyUnicode_DATA(text)
        for i in range(n):
            ch = PyUnicode_READ(kind, data, i)
            if _space(ch):
                gap = started
            else:
                if gap:
                    PyUnicode_WRITE(out_kind, out_data, at, 32)
                    at += 1
                    gap = False
                PyUnicode_WRITE(out_kind, out_data, at, ch)
                at += 1
                started = True
    if at != size:
        raise RuntimeError("kernel: a block's text changed while it was collapsed")
    return out


cdef int _letter_runs(unicode text, list words) except -1:
    """The runs of letters of an ASCII ``text``, lower-cased, added to ``words`` (what ``blocks._words_of``
    finds: ``_CLASS_LETTERS`` makes every other byte a space, and ``split`` parts the runs)."""
    cdef Py_ssize_t n = len(text), i, j, start = -1
    cdef const unsigned char* s = <const unsigned char*> PyUnicode_DATA(text)
    cdef unsigned char c, d
    cdef unsigned char* out
    cdef unicode word
    for i in range(n + 1):
        c = s[i] if i < n else 0
        if 65 <= c <= 90 or 97 <= c <= 122:
            if start < 0:
                start = i
        elif start >= 0:
            word = PyUnicode_New(i - start, 127)
            out = <unsigned char*> PyUnicode_1BYTE_DATA(word)
            for j in range(start, i):
                d = s[j]
                out[j - start] = d + 32 if 65 <= d <= 90 else d
            words.append(word)
            start = -1
    return 0


cdef class Cut(_Tags):
    """``blocks.cut``'s loop and its blocks, with its constants (blocks', handed over once): the same blocks
    of the same strings, words and chains (one chain object per open element, shared by its children, as the
    Python loop shares its tuples), the tags, parents and kinds read off the nodes."""

    cdef frozenset line_blocks
    cdef frozenset cell_tags
    cdef dict ancestor_bits
    cdef Py_ssize_t up
    cdef dict names_cache
    cdef object named
    cdef object block
    cdef object no_words
    cdef object no_names
    cdef Py_ssize_t bound
    cdef Py_ssize_t fields[BLOCK_FIELDS]  # where each field of a block lies in it (-1: made by a call)

    def __init__(
        self, line_blocks, cell_tags, dict ancestor_bits, Py_ssize_t up, dict names_cache, named, block,
        no_words, no_names, Py_ssize_t bound=-1, tuple fields=(),
    ):
        """``fields``: the names of the block's fields in its constructor's order, where ``block`` is a
        class whose instances keep them in slots and whose constructor only sets them (a dataclass with
        slots): its blocks are then made here, each slot set as the constructor sets it, without a call of
        the constructor's Python code."""
        cdef int i
        self.fields[0] = -1
        if len(fields) == BLOCK_FIELDS and isinstance(block, type):
            for i in range(BLOCK_FIELDS):
                member = (<type> block).__dict__.get(fields[i])
                if type(member).__name__ != "member_descriptor" or (
                    (<PyMemberDescrObject*> <PyObject*> member).d_member.type != T_OBJECT_EX
                ):
                    self.fields[0] = -1
                    break
                self.fields[i] = (<PyMemberDescrObject*> <PyObject*> member).d_member.offset
        self.bound = bound
        self.line_blocks = frozenset(line_blocks)
        self.cell_tags = frozenset(cell_tags)
        self.ancestor_bits = ancestor_bits
        self.up = up
        self.names_cache = names_cache
        self.named = named
        self.block = block
        self.no_words = no_words
        self.no_names = no_names

    cdef object words_named(self, value):
        """``blocks._named``: the words of a (class, id) pair the cache of names lacks, kept there; read here
        where both are ASCII strings or None and the cache's ``bound`` was given (its runs of letters,
        lower-cased, as ``blocks._words_of`` finds them), else by ``named``."""
        cdef list words
        if self.bound >= 0 and type(value) is tuple and len(<tuple> value) == 2:
            first, second = <tuple> value
            if (first is None or (type(first) is unicode and PyUnicode_IS_ASCII(first))) and (
                second is None or (type(second) is unicode and PyUnicode_IS_ASCII(second))
            ):
                if len(self.names_cache) > self.bound:
                    self.names_cache.clear()
                    self.names_cache[self.no_names] = ()
                words = []
                if first:
                    _letter_runs(<unicode> first, words)
                if second:
                    _letter_runs(<unicode> second, words)
                found = tuple(words)
                self.names_cache[value] = found
                return found
        return self.named(value)

    cdef int tag_flags(self, unicode tag, const char* name, long* bits) except -1:
        """A tag as the loop asks of it (a line's block, a cell, an ``<a>``) and its ancestor bit
        (``_ANCESTOR_BITS``)."""
        cdef int flags = 0
        if tag in self.line_blocks:
            flags |= CUT_LINE
        if tag in self.cell_tags:
            flags |= CUT_CELL
        if strcmp(name, "a") == 0:
            flags |= CUT_A
        bits[0] = self.ancestor_bits.get(tag, 0)
        return flags

    def cut(
        self, list elements, dict names, list texts, list tails, cells, tuple own, tuple chain, list top,
        body_parent,
    ):
        """The blocks ``blocks.cut`` makes of ``elements`` (the body's walk, the body first) given the class
        and id ``names``, the ``texts`` and ``tails``, the layout ``cells``, the body's ``own`` words and
        ``chain``, its ``top`` pieces of text and its parent; None when the lists differ in length (the
        Python loop then runs, and raises what it raises)."""
        cdef Py_ssize_t n = len(elements), i
        if n == 0 or len(texts) != n or len(tails) != n:
            return None
        self.forget_names()
        cdef tree.xmlNode** opened = <tree.xmlNode**> malloc(n * sizeof(tree.xmlNode*))
        cdef long long* numbers = <long long*> malloc(4 * n * sizeof(long long))
        cdef long long* owner_linked = <long long*> malloc(3 * n * sizeof(long long))
        if opened is NULL or numbers is NULL or owner_linked is NULL:
            free(opened)
            free(numbers)
            free(owner_linked)
            raise MemoryError()
        try:
            return self._cut(
                elements, names, texts, tails, cells, own, chain, top, body_parent, opened, numbers, owner_linked
            )
        finally:
            free(opened)
            free(numbers)
            free(owner_linked)

    cdef object _cut(
        self, list elements, dict names, list texts, list tails, cells, tuple own, tuple chain, list top,
        body_parent, tree.xmlNode** opened, long long* numbers, long long* owner_numbers,
    ):
        cdef Py_ssize_t n = len(elements), i, at, owners = 0, count, up = self.up, number
        # what each open element hands its children: its owner, whether inside a link, the ancestor bits and
        # the depth (numbers, four a level), its pieces and its chain (the lists)
        cdef long long* handed_owner = numbers
        cdef long long* handed_link = numbers + n
        cdef long long* handed_above = numbers + 2 * n
        cdef long long* handed_depth = numbers + 3 * n
        cdef long long* owner_linked = owner_numbers
        cdef long long* owner_above = owner_numbers + n
        cdef long long* owner_depth = owner_numbers + 2 * n
        cdef list handed_pieces = [], handed_chain = [], opened_tails = []
        cdef list owner_elements = [], owner_words = [], owner_chains = [], owner_parents = [], parts = []
        cdef list pieces = top
        cdef Py_ssize_t nopen = 0
        cdef long long owner = 0, above = 0, depth = 0, size
        cdef long bits, last_bits = 0
        cdef bint in_link = False, has_cells = bool(cells)
        cdef int flags
        cdef _Element el
        cdef _Element body = <_Element?> elements[0]
        cdef tree.xmlNode* node
        cdef tree.xmlNode* parent
        cdef tree.xmlNode* last = body._c_node
        cdef dict names_cache = self.names_cache
        no_names = self.no_names
        last_tail = None
        last_value = no_names
        last_own = own
        owner_elements.append(body)
        owner_above[0] = 0
        owner_depth[0] = 0
        owner_words.append(own)
        owner_chains.append(chain)
        owner_parents.append(body_parent)
        owner_linked[0] = 0
        parts.append(top)
        owners = 1
        for i in range(1, n):
            el = <_Element?> elements[i]
            node = el._c_node
            value = names.get(el, no_names)
            text = texts[i]
            el_tail = tails[i]
            parent = node.parent
            if parent == last:
                opened[nopen] = last
                opened_tails.append(last_tail)
                if last_own is None:
                    last_own = names_cache.get(last_value)
                    if last_own is None:
                        last_own = self.words_named(last_value)
                handed_pieces.append(pieces)
                handed_owner[nopen] = owner
                handed_link[nopen] = in_link
                handed_above[nopen] = above | last_bits
                handed_depth[nopen] = depth + 1
                joined = chain + (last_own,)
                count = len(joined)
                handed_chain.append(joined[count - up:] if count > up else joined)
                nopen += 1
            else:  # the last element is closed, and so is every open one down to this one's parent
                if nopen == 0:
                    raise RuntimeError("kernel: the walk is not the body's (an element outside it)")
                tail = last_tail
                at = nopen - 1
                while True:
                    if tail:
                        (<list> handed_pieces[at]).append(tail)
                        if handed_link[at]:
                            owner_linked[handed_owner[at]] += _stripped(<unicode?> tail)
                    if opened[at] == parent:
                        break
                    nopen -= 1
                    at = nopen - 1
                    if at < 0:
                        raise RuntimeError("kernel: the walk is not the body's (a parent never opened)")
                    tail = opened_tails.pop()
                    handed_pieces.pop()
                    handed_chain.pop()
            at = nopen - 1
            pieces = <list> handed_pieces[at]
            owner = handed_owner[at]
            in_link = handed_link[at]
            above = handed_above[at]
            depth = handed_depth[at]
            chain = <tuple> handed_chain[at]
            last = node
            last_tail = el_tail
            last_value = value
            last_own = None
            if node.type != tree.XML_ELEMENT_NODE:  # a comment or processing instruction: no text of its own
                last_bits = 0
                continue
            flags = self.flags(node, &bits)
            last_bits = bits
            if (flags & CUT_LINE or (has_cells and flags & CUT_CELL)) and (
                not has_cells or not (flags & CUT_CELL) or el in cells
            ):
                words = names_cache.get(value)
                if words is None:
                    words = self.words_named(value)
                last_own = words
                owner = owners
                owner_elements.append(el)
                owner_above[owners] = above
                owner_depth[owners] = depth
                owner_words.append(words)
                owner_chains.append(chain)
                owner_parents.append(
                    elementFactory(el._doc, node.parent)
                    if node.parent is not NULL and _isElement(node.parent) else None
                )
                owner_linked[owners] = 0
                owners += 1
                pieces = []
                parts.append(pieces)
            if flags & CUT_A:
                in_link = True
            if text:
                pieces.append(text)
                if in_link:
                    owner_linked[owner] += _stripped(<unicode?> text)
        if last != body._c_node:  # close what is open, down to the body
            if last_tail:
                (<list> handed_pieces[nopen - 1]).append(last_tail)
                if handed_link[nopen - 1]:
                    owner_linked[handed_owner[nopen - 1]] += _stripped(<unicode?> last_tail)
            while nopen > 1:
                handed_pieces.pop()
                nopen -= 1
                tail = opened_tails.pop()
                if tail:
                    (<list> handed_pieces[nopen - 1]).append(tail)
                    if handed_link[nopen - 1]:
                        owner_linked[handed_owner[nopen - 1]] += _stripped(<unicode?> tail)
        kept = []
        block = self.block
        no_words = self.no_words
        for number in range(owners):
            pieces = <list> parts[number]
            if not pieces:
                continue
            text = _collapsed(pieces)
            if text:
                size = min(owner_linked[number], <long long> len(text))
                if self.fields[0] < 0:
                    made = block(
                        owner_elements[number], text, size, len(kept), owner_above[number],
                        owner_depth[number], no_words, owner_words[number], owner_chains[number],
                        owner_parents[number],
                    )
                else:
                    made = self.made(
                        (
                            owner_elements[number], text, size, len(kept), owner_above[number],
                            owner_depth[number], no_words, owner_words[number], owner_chains[number],
                            owner_parents[number],
                        )
                    )
                kept.append(made)
        return kept

    cdef object made(self, tuple values):
        """A block of ``values`` (its fields in order), each slot set as the block's constructor sets it."""
        cdef PyObject* allocated = PyType_GenericAlloc(<PyTypeObject*> <PyObject*> self.block, 0)
        cdef int i
        cdef PyObject** slot
        if allocated is NULL:
            raise MemoryError()
        made = <object> allocated  # (a reference of its own: the allocation's is given up below)
        Py_DECREF(made)
        for i in range(BLOCK_FIELDS):
            value = values[i]
            Py_INCREF(value)
            slot = <PyObject**> ((<char*> allocated) + self.fields[i])
            slot[0] = <PyObject*> value
        return made



cdef inline bint _apart(Py_UCS4 ch) noexcept:
    """Whether ``blocks._MEASURED_APART`` matches the character: one beyond ASCII that is a letter or digit
    of any script (``\\w``: ``str.isalnum``), of the scripts measured apart (``_CJK``, ``_UNSPACED``) or a
    sentence end or clause mark of ``_STOP`` or ``_COMMA``."""
    return ch >= 128 and (
        Py_UNICODE_ISALNUM(ch)
        or 0x3040 <= ch <= 0x30FF or 0x3400 <= ch <= 0x4DBF or 0x4E00 <= ch <= 0x9FFF
        or 0xF900 <= ch <= 0xFAFF or 0xFF66 <= ch <= 0xFF9F
        or 0x0E00 <= ch <= 0x0EFF or 0x1000 <= ch <= 0x109F or 0x1780 <= ch <= 0x17FF
        or ch == 0x3002 or ch == 0xFF01 or ch == 0xFF1F or ch == 0x061F or ch == 0x0964  # 。！？؟।
        or ch == 0x3001 or ch == 0xFF0C or ch == 0xFF1B or ch == 0xFF1A or ch == 0x060C  # 、，；：،
    )


cdef bint _any_apart(unicode text) noexcept:
    cdef Py_ssize_t i, n = len(text)
    cdef unsigned int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    for i in range(n):
        if _apart(PyUnicode_READ(kind, data, i)):
            return True
    return False


def measured_apart(unicode text):
    """Whether ``blocks._MEASURED_APART.search(text)`` finds a character (to check the two agree)."""
    return _any_apart(text)


cdef class Measures:
    """``blocks._measure_block`` of each of a page's blocks' texts, as the columns ``features`` unzips
    (seven tuples): the same ints, counted in one pass over each text's characters where the Python function
    counts on its translated bytes (ASCII text, and text whose other characters its measures do not read:
    each such character a space in the words' shape and no mark). A text with characters measured apart (a
    match of ``blocks._MEASURED_APART``) is measured by the Python function itself."""

    cdef object python

    def __init__(self, python):
        self.python = python  # blocks._measure_block

    def columns(self, list texts):
        cdef Py_ssize_t n = len(texts), i, j
        cdef long long counted[7]
        # tuples filled in place (a slot not yet set is NULL, which a tuple freed on an error allows)
        cdef list columns = [PyTuple_New(n) for j in range(7)]
        for i in range(n):
            text = <unicode?> texts[i]
            if PyUnicode_IS_ASCII(text) or not _any_apart(text):
                _shape_and_marks(text, counted)
                for j in range(7):
                    value = counted[j]
                    Py_INCREF(value)
                    PyTuple_SET_ITEM(columns[j], i, value)
            else:
                measured = self.python(text)
                if len(measured) != 7:  # (read unchecked below)
                    raise ValueError("a block's measures are seven figures")
                for j in range(7):
                    value = measured[j]
                    Py_INCREF(value)
                    PyTuple_SET_ITEM(columns[j], i, value)
        return tuple(columns)


cdef void _shape_and_marks(unicode text, long long* counted) noexcept:
    """``blocks._measure_block``'s figures of a text it counts on bytes: its length, the words that begin
    with a capital, the words, the word characters (a word: a run of ASCII letters, digits and ``_``, as
    ``_WORD_SHAPE`` shapes it; any other character, and every one beyond ASCII, parts words), then the
    sentence ends (``.!?``), clause marks (``,;:``) and digits among its ASCII characters (``_MARKS``)."""
    cdef Py_ssize_t n = len(text), i
    cdef unsigned int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_UCS4 ch
    cdef long long upper = 0, words = 0, spaces = 0, stops = 0, commas = 0, digits = 0
    cdef bint after_space = True  # the start counts as a space before the first character
    for i in range(n):
        ch = PyUnicode_READ(kind, data, i)
        if 65 <= ch <= 90:  # U
            if after_space:
                upper += 1
            after_space = False
        elif 97 <= ch <= 122 or 48 <= ch <= 57 or ch == 95:  # w
            if after_space:
                words += 1
            after_space = False
            if ch <= 57:
                digits += 1
        else:
            spaces += 1
            after_space = True
            if ch == 46 or ch == 33 or ch == 63:  # . ! ?
                stops += 1
            elif ch == 44 or ch == 59 or ch == 58:  # , ; :
                commas += 1
    counted[0] = n
    counted[1] = upper
    counted[2] = upper + words
    counted[3] = n - spaces
    counted[4] = stops
    counted[5] = commas
    counted[6] = digits


# An empty row of doubles, which each row is cloned from (``array("d")``, as blocks._rows makes them).
cdef array _ROW = array("d")


cdef inline Py_ssize_t _copy(double* row, Py_ssize_t at, object items) except -1:
    """``items`` (a list or a tuple) into ``row`` from ``at``, each as ``array("d")`` stores an item (a float
    as it is, an int converted as ``float()`` does); where the next item goes."""
    cdef Py_ssize_t k
    if type(items) is list:
        for k in range(len(<list> items)):
            row[at + k] = <double> (<list> items)[k]
        return at + len(<list> items)
    for k in range(len(<tuple> items)):
        row[at + k] = <double> (<tuple> items)[k]
    return at + len(<tuple> items)


def block_rows(
    list blocks, list texts, tuple measured, repeated, ends, double page_chars, double page_blocks, total,
    list kinds, list bits, list regions, list is_prose, list in_article, list around, list forms,
):
    """``features``' rows of a page's blocks, each made in one step: the block's own columns computed here
    with the same floats (the same divisions of the same ints, ``log1p``, ``min`` taking its first argument
    on a tie), then the lists ``kinds``, ``bits``, ``regions``, the neighbours' figures, ``around`` and
    ``forms`` copied in, each row an ``array("d")`` of them as the Python rows are; None (the Python rows are
    made) when a list is not as long as the blocks, or a block's columns are not lists (tuples for
    ``forms``)."""
    cdef Py_ssize_t n = len(blocks), i, at, width, k
    cdef double count, words, size, linked, x, depth, index, before = 0.0
    cdef double* figures
    cdef double* d
    cdef array row
    if not (
        len(texts) == len(kinds) == len(bits) == len(regions) == len(is_prose) == len(in_article)
        == len(around) == len(forms) == n
    ) or len(measured) != 7 or any(len(column) != n for column in measured):
        return None
    for i in range(n):
        if (
            not texts[i]  # (an empty text: the Python rows raise on it, as they should)
            or type(kinds[i]) is not list or type(bits[i]) is not list or type(regions[i]) is not list
            or type(around[i]) is not list or type(forms[i]) is not tuple
        ):
            return None
    lengths, uppers, counts, letters, stops, commas, digits = measured
    figures = <double*> malloc(max(3 * n, 1) * sizeof(double))  # log_chars, link_share, stops_per_word
    if figures is NULL:
        raise MemoryError()
    cdef double whole = <double> total
    cdef double blocks_n = <double> n
    out = PyList_New(n)
    for i in range(n):
        Py_INCREF(None)
        PyList_SET_ITEM(out, i, None)
    try:
        for i in range(n):  # the figures the neighbours read
            size = <double> len(<unicode?> texts[i])
            count = <double> counts[i]
            words = count if count >= 1 else 1.0  # max(count, 1)
            figures[3 * i] = log1p(<double> lengths[i])
            figures[3 * i + 1] = <double> blocks[i].linked / size
            figures[3 * i + 2] = <double> stops[i] / words
        for i in range(n):
            text = <unicode> texts[i]
            block = blocks[i]
            size = <double> len(text)
            count = <double> counts[i]
            words = count if count >= 1 else 1.0
            kind, bit, region, near, form = kinds[i], bits[i], regions[i], around[i], forms[i]
            width = 15 + len(<list> kind) + len(<list> bit) + len(<list> region) + 10 + len(<list> near)
            width += len(<tuple> form)
            row = clone(_ROW, width, False)  # (every slot set below)
            d = row.data.as_doubles
            d[0] = figures[3 * i]
            d[1] = log1p(count)
            d[2] = figures[3 * i + 1]
            d[3] = figures[3 * i + 2]
            d[4] = <double> commas[i] / words
            d[5] = 1.0 if text[len(text) - 1] in ends else 0.0
            d[6] = <double> digits[i] / size
            d[7] = <double> uppers[i] / words
            x = <double> letters[i] / words
            d[8] = (20.0 if 20.0 < x else x) / 10.0
            d[9] = 1.0 if 1 < repeated[text] else 0.0
            index = <double> block.index
            d[10] = index / blocks_n
            d[11] = before / whole
            before += size
            depth = <double> block.depth
            d[12] = (40.0 if 40.0 < depth else depth) / 40.0
            d[13] = page_chars
            d[14] = page_blocks
            at = _copy(d, 15, kind)
            at = _copy(d, at, bit)
            at = _copy(d, at, region)
            if i:
                d[at] = figures[3 * i - 3]
                d[at + 1] = figures[3 * i - 2]
                d[at + 2] = figures[3 * i - 1]
                d[at + 3] = is_prose[i - 1]
                d[at + 4] = in_article[i - 1]
            else:
                for k in range(5):
                    d[at + k] = 0.0
            at += 5
            if i + 1 < n:
                d[at] = figures[3 * i + 3]
                d[at + 1] = figures[3 * i + 4]
                d[at + 2] = figures[3 * i + 5]
                d[at + 3] = is_prose[i + 1]
                d[at + 4] = in_article[i + 1]
            else:
                for k in range(5):
                    d[at + k] = 0.0
            at += 5
            at = _copy(d, at, near)
            _copy(d, at, form)
            out[i] = row
        return out
    finally:
        free(figures)


cdef object _attribute(tree.xmlAttr* attr):
    """``el.get(name)`` of the element's first attribute of that name (libxml2's ``xmlGetNoNsProp``, which
    lxml reads: a value of one text node is its content, an attribute with none is ""); None for a value of
    several nodes (entity references: the page is left to the Python loop)."""
    cdef tree.xmlNode* child = attr.children
    if child is NULL:
        return ""
    if child.next is not NULL or not _text_node(child):
        return None
    if child.content is NULL:  # (as xmlGetNoNsProp reads it)
        return ""
    return PyUnicode_DecodeUTF8(<const char*> child.content, strlen(<const char*> child.content), NULL)


cdef class Attributes:
    """The rule pass's read of each element's attributes (``core._attributes``): the same elements, with
    their tag, class, id and role read off the nodes, the authors and the posters' properties found on the
    way; None for a page with an element in a namespace (the Python loop then reads it)."""

    cdef frozenset named_by_tag
    cdef tuple poster_props

    def __init__(self, named_by_tag, tuple poster_props):
        self.named_by_tag = frozenset(named_by_tag)
        self.poster_props = poster_props

    def read(self, list elements, list authors, set props):
        cdef Py_ssize_t n = len(elements), i
        cdef _Element el
        cdef tree.xmlNode* node
        cdef tree.xmlAttr* attr
        cdef bint keys, named
        cdef tree.xmlAttr* has_class
        cdef tree.xmlAttr* has_id
        cdef tree.xmlAttr* has_role
        cdef tree.xmlAttr* has_prop
        cdef dict tags = {}  # per name (libxml2 interns a document's names): the tag and whether it names
        cdef list read = []
        cdef list found_authors = []
        cdef list found_props = []
        for i in range(n):
            el = <_Element?> elements[i]
            node = el._c_node
            if node.type != tree.XML_ELEMENT_NODE:  # no attributes, and a tag that is no string
                continue
            if _getNs(node) is not NULL:
                return None
            known = tags.get(<uintptr_t> node.name)
            if known is None:
                tag = PyUnicode_DecodeUTF8(<const char*> node.name, strlen(<const char*> node.name), NULL)
                known = tags[<uintptr_t> node.name] = (tag, tag in self.named_by_tag)
            tag, named = known
            keys = False
            has_class = has_id = has_role = has_prop = NULL  # the first of each name (xmlGetNoNsProp's)
            attr = node.properties
            while attr is not NULL:
                if attr.type == tree.XML_ATTRIBUTE_NODE:
                    keys = True
                    if attr.ns is NULL:
                        if strcmp(<const char*> attr.name, "class") == 0:
                            if has_class is NULL:
                                has_class = attr
                        elif strcmp(<const char*> attr.name, "id") == 0:
                            if has_id is NULL:
                                has_id = attr
                        elif strcmp(<const char*> attr.name, "role") == 0:
                            if has_role is NULL:
                                has_role = attr
                        elif strcmp(<const char*> attr.name, "itemprop") == 0:
                            if has_prop is NULL:
                                has_prop = attr
                attr = attr.next
            if keys:
                classes = name = role = None
                if has_class is not NULL:
                    classes = _attribute(has_class)
                    if classes is None:
                        return None
                if has_id is not NULL:
                    name = _attribute(has_id)
                    if name is None:
                        return None
                if has_role is not NULL:
                    role = _attribute(has_role)
                    if role is None:
                        return None
                if has_prop is not NULL:
                    prop = _attribute(has_prop)
                    if prop is None:
                        return None
                    if prop == "author":
                        found_authors.append(el)
                    if prop in self.poster_props:
                        found_props.append(el)
                if classes is None and name is None and role is None and not named:
                    continue
            elif named:
                classes = name = role = None
            else:
                continue
            read.append((el, tag, classes, name, role))
        authors.extend(found_authors)  # (only once the page is known to be read here)
        props.update(found_props)
        return read


def context_rows(list first):
    """``learned.context_rows``: each block's first-stage log-odds clipped to ±8 (``max(-8.0, min(8.0, z))``:
    ``min`` and ``max`` keep their first argument on a tie), its neighbours' (-8.0 past either end), the
    mean of the four (``sum`` from 0.0, in order, over 4) and their largest and smallest (the first of equal
    ones); None (the Python function runs) when a log-odds is not a float."""
    cdef Py_ssize_t n = len(first), i, k
    cdef double z, total, high, low
    cdef double window[4]
    cdef double* padded = <double*> malloc((n + 4) * sizeof(double))
    if padded is NULL:
        raise MemoryError()
    try:
        padded[0] = padded[1] = padded[n + 2] = padded[n + 3] = -8.0
        for i in range(n):
            value = first[i]
            if type(value) is not float:
                return None
            z = <double> value
            z = z if z < 8.0 else 8.0
            padded[i + 2] = z if z > -8.0 else -8.0
        out = PyList_New(n)
        for i in range(n):
            Py_INCREF(None)
            PyList_SET_ITEM(out, i, None)
        for i in range(n):
            window[0] = padded[i]
            window[1] = padded[i + 1]
            window[2] = padded[i + 3]
            window[3] = padded[i + 4]
            total = 0.0
            high = low = window[0]
            for k in range(4):
                total = total + window[k]
                if window[k] > high:
                    high = window[k]
                if window[k] < low:
                    low = window[k]
            out[i] = [padded[i + 2], window[1], window[2], window[0], window[3], total / 4.0, high, low]
        return out
    finally:
        free(padded)


def block_shapes(list blocks, list in_article, Py_ssize_t cap):
    """``blocks._shape``: per block, log1p of how many blocks share its tag, own words and depth, the share
    of the blocks under its parent that share its tag, and how far it stands from the nearest block of the
    article (at most ``cap``, as a share of it); the same counts in dicts keyed as the Python Counters are,
    the same divisions. None (the Python function runs) for a block whose element is in a namespace or is
    no element, or lists of other lengths."""
    cdef Py_ssize_t n = len(blocks), i, last, count
    cdef _Element el
    cdef tree.xmlNode* node
    if len(in_article) != n or cap <= 0:
        return None
    cdef dict names = {}  # per tag name (interned by the document): the tag
    cdef list shapes = PyList_New(n), pairs = PyList_New(n)
    for i in range(n):
        Py_INCREF(None)
        PyList_SET_ITEM(shapes, i, None)
        Py_INCREF(None)
        PyList_SET_ITEM(pairs, i, None)
    cdef dict same = {}, under = {}, kin = {}
    for i in range(n):
        block = blocks[i]
        el = <_Element?> block.element
        node = el._c_node
        if node.type != tree.XML_ELEMENT_NODE or _getNs(node) is not NULL:
            return None
        tag = names.get(<uintptr_t> node.name)
        if tag is None:
            tag = names[<uintptr_t> node.name] = PyUnicode_DecodeUTF8(
                <const char*> node.name, strlen(<const char*> node.name), NULL
            )
        shape = (tag, block.own, block.depth)
        parent = block.parent
        if parent is None:
            parent = el.getparent()
        pair = (parent, tag)
        shapes[i] = shape
        pairs[i] = pair
        same[shape] = same.get(shape, 0) + 1
        under[parent] = under.get(parent, 0) + 1
        kin[pair] = kin.get(pair, 0) + 1
    cdef Py_ssize_t* gap = <Py_ssize_t*> malloc(max(n, 1) * sizeof(Py_ssize_t))
    if gap is NULL:
        raise MemoryError()
    try:
        last = -cap - 1
        for i in range(n):
            if in_article[i]:
                last = i
            gap[i] = i - last
        last = n + cap + 1
        for i in range(n - 1, -1, -1):
            if in_article[i]:
                last = i
            if last - i < gap[i]:
                gap[i] = last - i
        out = PyList_New(n)
        for i in range(n):
            Py_INCREF(None)
            PyList_SET_ITEM(out, i, None)
        for i in range(n):
            shape = shapes[i]
            pair = pairs[i]
            count = same[shape]
            out[i] = (
                log1p(<double> count),
                <double> (<Py_ssize_t> kin[pair]) / <double> (<Py_ssize_t> under[(<tuple> pair)[0]]),
                <double> (gap[i] if gap[i] < cap else cap) / <double> cap,
            )
        return out
    finally:
        free(gap)


cdef object _parent_of(_Element el):
    """``el.getparent()``: the parent element's proxy (lxml's own, made as lxml makes it), or None."""
    cdef tree.xmlNode* node = el._c_node
    if node is NULL or not _isElement(node):
        return None
    node = node.parent
    if node is NULL or not _isElement(node):
        return None
    return elementFactory(el._doc, node)


cdef object _inside_of(object el, dict known, dict marks):
    """``blocks._Inside.of``: the bits of ``el`` and its ancestors, each element climbed through known
    from then on."""
    cdef list climbed = []
    node = el
    while node is not None and node not in known:
        climbed.append(node)
        node = _parent_of(<_Element?> node)
    bits = known[node] if node is not None else 0
    cdef Py_ssize_t i
    for i in range(len(climbed) - 1, -1, -1):
        up = climbed[i]
        bits = bits | marks.get(up, 0)
        known[up] = bits
    return bits


def inside_of_blocks(list blocks, dict known, dict marks):
    """``blocks._Inside.of_blocks``: each block's bits, with ``known`` filled as the Python loop fills it."""
    cdef list found = []
    for block in blocks:
        el = block.element
        parent = block.parent
        if parent is None:
            parent = _parent_of(<_Element?> el)
        if parent is None:
            bits = _inside_of(el, known, marks)
        else:
            above = known.get(parent)
            bits = (above if above is not None else _inside_of(parent, known, marks)) | marks.get(el, 0)
            known[el] = bits
        found.append(bits)
    return found


# The clearing's scans of the whole document for elements by their attributes (``parse``, ``signatures``,
# ``edits``): what libxml2's XPath finds, found in one walk of the element nodes in document order, without
# the node sets XPath builds and sorts and the string it copies out of each attribute it tests; and its walks
# of the inline elements below an element (``apart``, ``parse``), the same walk from that element (see
# :func:`_scan`).

cdef inline tree.xmlNode* _element_from(tree.xmlNode* node) noexcept:
    """``node`` or the first element among its next siblings; NULL when there is none."""
    while node is not NULL and node.type != tree.XML_ELEMENT_NODE:
        node = node.next
    return node


cdef tree.xmlNode* _next_below(tree.xmlNode* node, tree.xmlNode* top) noexcept:
    """The element after ``node`` (an element) in document order, inside ``top`` (NULL: the document): its
    first child element, else the next element beside it or beside one of its ancestors below ``top``; NULL
    past the last (only elements hold elements, so no other node is walked into)."""
    cdef tree.xmlNode* found = _element_from(node.children)
    if found is not NULL:
        return found
    while node is not NULL and node != top and node.type == tree.XML_ELEMENT_NODE:
        found = _element_from(node.next)
        if found is not NULL:
            return found
        node = node.parent
    return NULL


cdef tree.xmlNode* _first_element(_Element root) except? NULL:
    """The document's first element (``/descendant::*`` starts there: the whole document, whichever of its
    elements ``root`` is)."""
    cdef tree.xmlNode* node = root._c_node
    if node is NULL or node.doc is NULL:
        raise ValueError("kernel: an element of no document")
    return _element_from(node.doc.children)


cdef int _plain_attribute(tree.xmlNode* node, const char* name, tree.xmlAttr** found) except -1:
    """The element's attribute ``name`` in no namespace (the one XPath's ``@name`` names) in ``found``
    (NULL without one); 1 when it has two of them (which the pass leaves to XPath), else 0."""
    cdef tree.xmlAttr* attr = node.properties
    found[0] = NULL
    while attr is not NULL:
        if attr.type == tree.XML_ATTRIBUTE_NODE and attr.ns is NULL and strcmp(<const char*> attr.name, name) == 0:
            if found[0] is not NULL:
                return 1
            found[0] = attr
        attr = attr.next
    return 0


cdef class _TagSets(_Tags):
    """Which of a few sets of tags an element's tag is in: bit ``i`` for the ``i``-th set."""

    cdef tuple sets

    def __init__(self, *sets):
        self.sets = tuple(frozenset(tags) for tags in sets)

    cdef int tag_flags(self, unicode tag, const char* name, long* bits) except -1:
        cdef int flags = 0, i
        for i in range(len(self.sets)):
            if tag in <frozenset> self.sets[i]:
                flags |= 1 << i
        return flags


# The scans (the clearing's of the whole document by attribute, and its walks of the inline elements below an
# element) are one walk, :func:`_scan`, each with its own test of an element: a C function (``_Test``) reading
# the scan's constants (``_Scan``), which takes the element, passes it by, or refuses the page (which then goes
# to XPath or to the Python loop). What a test keeps beside an element (an attribute's value, the element
# after it) it leaves in ``scan.value``, and the walk keeps the pair.

cdef enum:
    SCAN_REFUSE = -1  # the page is not one the scan reads
    SCAN_PASS = 0
    SCAN_TAKE = 1
    SCAN_WORDS = 8  # the most needles a scan looks for


cdef class _Scan:
    """A scan's constants as its test reads them: tags (``tags``), byte strings it looks for (``needles``),
    an element's tag and an attribute's name (``tag``, ``name``: UTF-8, ``tag`` None for any); what the test
    keeps beside the element it takes (``value``, None for nothing), and the document walked (``doc``)."""

    cdef _TagSets tags
    cdef tuple needles
    cdef const char* words[SCAN_WORDS]  # the needles' bytes (held by ``needles``)
    cdef Py_ssize_t count
    cdef bytes tag
    cdef bytes name
    cdef object value
    cdef _Document doc  # the document walked (set by the walk)

    cdef int look_for(self, words) except -1:
        """Keep ``words`` (strings) as the needles, in UTF-8."""
        cdef Py_ssize_t k
        self.needles = tuple([(<unicode?> word).encode("utf-8") for word in words])
        if len(self.needles) > SCAN_WORDS:
            raise ValueError("kernel: a scan looks for at most eight words")
        self.count = len(self.needles)
        for k in range(self.count):
            self.words[k] = <const char*> (<bytes> self.needles[k])
        return 0


cdef inline bint _has_tail(tree.xmlNode* node) noexcept:
    """Whether lxml reads a tail after ``node`` (``el.tail is not None``: a run of text nodes follows)."""
    return _text_or_skip(node.next) is not NULL


cdef bint _has_text(tree.xmlNode* node) noexcept:
    """Whether the run of text nodes from ``node`` holds a character (lxml's text of it is neither None nor
    "")."""
    node = _text_or_skip(node)
    while node is not NULL:
        if node.content is not NULL and node.content[0] != 0:
            return True
        node = _text_or_skip(node.next)
    return False


cdef tree.xmlNode* _next_sibling(tree.xmlNode* node) noexcept:
    """lxml's ``getnext()``: the next sibling that is an element, a comment, an instruction or an entity."""
    node = node.next
    while node is not NULL and not _isElement(node):
        node = node.next
    return node


cdef int _holds(tree.xmlNode* node, const char* name, _Scan scan) except -2:
    """Whether the element's attribute ``name`` (lxml's ``el.get(name)``: the first in no namespace) holds
    one of the scan's needles; -1 for a value of several nodes (the page is left to Python)."""
    cdef tree.xmlAttr* attr = node.properties
    cdef tree.xmlNode* child
    cdef Py_ssize_t k
    while attr is not NULL:
        if attr.type == tree.XML_ATTRIBUTE_NODE and attr.ns is NULL and strcmp(<const char*> attr.name, name) == 0:
            break
        attr = attr.next
    if attr is NULL or attr.children is NULL:
        return 0
    child = attr.children
    if child.next is not NULL or not _text_node(child):
        return -1
    if child.content is NULL:
        return 0
    for k in range(scan.count):
        if strstr(<const char*> child.content, scan.words[k]) is not NULL:
            return 1
    return 0


ctypedef int (*_Test)(tree.xmlNode* node, _Scan scan) except -2


cdef object _scan(_Element root, bint whole, _Test test, _Scan scan):
    """The elements ``test`` takes, in document order, each with the value it kept beside it where it kept
    one; None when it refuses the page. ``whole``: every element of the document, whichever of them ``root``
    is (XPath's ``/descendant::*``, which reads elements in a namespace as it reads the others); else
    ``root`` and the elements below it, where an element in a namespace (whose tag the Python loop reads as
    ``{uri}name``) leaves the tree to Python."""
    cdef list found = []
    cdef tree.xmlNode* top = NULL
    cdef tree.xmlNode* node
    cdef int answer
    cdef _Document doc = root._doc
    if whole:
        node = _first_element(root)
    else:
        top = node = root._c_node
        if node is NULL or node.type != tree.XML_ELEMENT_NODE:
            return None
    scan.value = None
    scan.doc = doc
    while node is not NULL:
        if not whole and node.ns is not NULL:
            return None
        answer = test(node, scan)
        if answer == SCAN_REFUSE:
            return None
        if answer == SCAN_TAKE:
            el = elementFactory(doc, node)
            if scan.value is None:
                found.append(el)
            else:
                found.append((el, scan.value))
                scan.value = None
        node = _next_below(node, top)
    return found


cdef int _has_attribute(tree.xmlNode* node, _Scan scan) except -2:
    """``elements_with``'s test: whether the element has one of the attributes ``needles`` in no
    namespace."""
    cdef tree.xmlAttr* attr = node.properties
    cdef Py_ssize_t k
    while attr is not NULL:
        if attr.type == tree.XML_ATTRIBUTE_NODE and attr.ns is NULL:
            for k in range(scan.count):
                if strcmp(<const char*> attr.name, scan.words[k]) == 0:
                    return SCAN_TAKE
        attr = attr.next
    return SCAN_PASS


def elements_with(_Element root, tuple names):
    """``parse._maybe_hidden``: the document's elements that have any of the attributes ``names`` (in no
    namespace), in document order, each once."""
    cdef _Scan scan = _Scan()
    scan.look_for(names)
    return _scan(root, True, _has_attribute, scan)


cdef int _attribute_holds(tree.xmlNode* node, _Scan scan) except -2:
    """``attributes_holding``'s test: whether the element (of the tag ``tag`` in no namespace, unless that is
    None) has the attribute ``name`` in no namespace holding the one needle, its value kept."""
    cdef tree.xmlAttr* attr
    cdef tree.xmlNode* child
    if scan.tag is not None and (
        node.ns is not NULL or strcmp(<const char*> node.name, <const char*> scan.tag) != 0
    ):
        return SCAN_PASS
    if _plain_attribute(node, <const char*> scan.name, &attr):
        return SCAN_REFUSE
    if attr is NULL:
        return SCAN_PASS
    child = attr.children
    if child is NULL:  # (the value "", which holds no needle)
        return SCAN_PASS
    if child.next is not NULL or not _text_node(child):
        return SCAN_REFUSE
    if child.content is NULL:
        return SCAN_PASS
    if strstr(<const char*> child.content, scan.words[0]) is NULL:
        return SCAN_PASS
    scan.value = _attribute(attr)
    return SCAN_TAKE


def attributes_holding(_Element root, tag, unicode name, unicode needle):
    """``signatures._may_sign`` and ``edits._may_edit``: each of the document's elements (of tag ``tag`` in
    no namespace, or any for None) whose attribute ``name`` (in no namespace) holds ``needle``, with that
    value, in document order; None (XPath then finds them) for an element with two such attributes or a value
    of several nodes."""
    cdef _Scan scan = _Scan()
    scan.tag = None if tag is None else (<unicode?> tag).encode("utf-8")
    scan.name = name.encode("utf-8")
    scan.look_for((needle,))
    return _scan(root, True, _attribute_holds, scan)


cdef int _worded_image(tree.xmlNode* node, _Scan scan) except -2:
    """``worded_images``' test: whether the element is an ``<img>`` in no namespace whose ``alt``, its XML
    whitespace (space, tab, line feed, carriage return) taken off both ends and each run of it within made
    one space, is longer than two characters."""
    cdef tree.xmlAttr* attr
    cdef tree.xmlNode* child
    cdef const unsigned char* p
    cdef Py_ssize_t size = 0
    cdef bint gap = False, started = False
    if node.ns is not NULL or strcmp(<const char*> node.name, "img") != 0:
        return SCAN_PASS
    if _plain_attribute(node, "alt", &attr):
        return SCAN_REFUSE
    if attr is NULL or attr.children is NULL:
        return SCAN_PASS
    child = attr.children
    if child.next is not NULL or not _text_node(child):
        return SCAN_REFUSE
    p = <const unsigned char*> child.content
    while p is not NULL and p[0] != 0 and size <= 2:
        if p[0] == 32 or p[0] == 9 or p[0] == 10 or p[0] == 13:
            gap = started
        else:
            if gap:
                size += 1
                gap = False
            if (p[0] & 0xC0) != 0x80:  # a character's first byte
                size += 1
            started = True
        p += 1
    return SCAN_TAKE if size > 2 else SCAN_PASS


def worded_images(_Element root):
    """``parse._worded_images``: the document's ``<img>`` elements (in no namespace) whose ``alt`` (in no
    namespace), its XML whitespace (space, tab, line feed, carriage return) taken off both ends and each run
    of it within made one space, is longer than two characters (``normalize-space`` and ``string-length``:
    characters, not bytes), in document order; None (XPath then finds them) for an image with two ``alt``
    attributes or one of several nodes."""
    return _scan(root, True, _worded_image, _Scan())


cdef int _class_holds(tree.xmlNode* node, _Scan scan) except -2:
    """``classes_holding``'s test: whether the element's tag is one of ``tags`` and its class holds one of
    ``needles``."""
    cdef long bits
    if not scan.tags.flags(node, &bits):
        return SCAN_PASS
    return _holds(node, "class", scan)


def classes_holding(_Element root, tags, tuple needles):
    """``apart._maybe_spoken_here``: ``root`` and the elements below it, in document order, whose tag is one
    of ``tags`` and whose class holds one of ``needles``; None (the Python loop runs) for a tree with an
    element in a namespace or a class of several nodes."""
    cdef _Scan scan = _Scan()
    scan.tags = _TagSets(tags)
    scan.look_for(needles)
    return _scan(root, False, _class_holds, scan)


cdef int _touching_or_marked(tree.xmlNode* node, _Scan scan) except -2:
    """``touching_links``' test: whether the element's tag is one of ``tags`` and it has no tail and the
    next sibling is an element of ``tags``, or it is a link whose ``rel`` holds the needle."""
    cdef tree.xmlNode* following
    cdef long bits
    if not scan.tags.flags(node, &bits):
        return SCAN_PASS
    if not _has_text(node.next):
        following = _next_sibling(node)
        if (
            following is not NULL and following.type == tree.XML_ELEMENT_NODE and following.ns is NULL
            and scan.tags.flags(following, &bits)
        ):
            return SCAN_TAKE
    if strcmp(<const char*> node.name, "a") == 0:
        return _holds(node, "rel", scan)
    return SCAN_PASS


def touching_links(_Element root, tags, unicode rel):
    """``parse._mended_links_here``: ``root``'s elements of ``tags`` (and ``root``), in document order, that
    have no tail and whose next sibling is an element of ``tags``, and the links whose ``rel`` holds ``rel``;
    None (the Python loop runs) for a tree with an element in a namespace or a ``rel`` of several nodes."""
    cdef _Scan scan = _Scan()
    scan.tags = _TagSets(tags)
    scan.look_for((rel,))
    return _scan(root, False, _touching_or_marked, scan)


cdef int _touching_inline(tree.xmlNode* node, _Scan scan) except -2:
    """``touching_inline``'s test: whether the element's tag is of the first of ``tags``' sets (inline), it
    has no tail and its next sibling is an element of none of the second (not inline), unless both are the
    same tag of the third (formatting); that sibling kept. A sibling in a namespace refuses the page."""
    cdef tree.xmlNode* following
    cdef long bits
    cdef int flags = scan.tags.flags(node, &bits), next_flags
    if not (flags & 1) or _has_tail(node):
        return SCAN_PASS
    following = _next_sibling(node)
    if following is NULL or following.type != tree.XML_ELEMENT_NODE:
        return SCAN_PASS
    if following.ns is not NULL:
        return SCAN_REFUSE
    next_flags = scan.tags.flags(following, &bits)
    if next_flags & 2 or (flags & 4 and strcmp(<const char*> node.name, <const char*> following.name) == 0):
        return SCAN_PASS
    scan.value = elementFactory(scan.doc, following)
    return SCAN_TAKE


def touching_inline(_Element root, inline, not_inline, formatting):
    """``apart._touching_here``: each of ``root``'s elements of ``inline`` (and ``root``), in document order,
    with no tail and whose next sibling is an element of none of ``not_inline``, unless both are the same tag
    of ``formatting``; with that sibling. None (the Python loop runs) for a tree with an element in a
    namespace."""
    cdef _Scan scan = _Scan()
    scan.tags = _TagSets(inline, not_inline, formatting)
    return _scan(root, False, _touching_inline, scan)


cdef class Best:
    """``core._best``: the element with the best score, with the cost of the prose inside furniture summed
    up the tree as the Python loop sums it (each element's children in order, from 0.0: ``sum`` of floats
    after int zeros gives the same double), with core's weights."""

    cdef double strong_weight
    cdef double weak_weight
    cdef object strong

    def __init__(self, double strong_weight, double weak_weight, strong):
        self.strong_weight = strong_weight
        self.weak_weight = weak_weight
        self.strong = strong

    def best(self, list elements, list children, furn, dict verdicts, in_strong, dict good, dict bad):
        """The element and its score, or None and -inf; None (the Python loop runs) where this interpreter's
        ``sum`` compensates, the lists differ in length, or a figure is not a float."""
        if not PLAIN_SUM:
            return None
        cdef Py_ssize_t n = len(elements), k
        if len(children) != n:
            return None
        cdef dict moved = _PyDict_NewPresized(n)
        cdef double m, score, best_score = -INFINITY
        cdef list held
        best = None
        for k in range(n):
            el = elements[n - 1 - k]
            if el in furn:
                value = good[el]
                if type(value) is not float:
                    return None
                m = (self.strong_weight if verdicts[el] is self.strong else self.weak_weight) * <double> value
                moved[el] = m
                continue
            item = children[k]
            if type(item) is not list:
                return None
            held = <list> item
            m = 0.0
            for child in held:
                value = moved[child]
                if type(value) is not float:
                    return None
                m += <double> value
            moved[el] = m
            if el in in_strong:
                continue
            value = good[el]
            other = bad[el]
            if type(value) is not float or type(other) is not float:
                return None
            score = <double> value - m - <double> other
            if score > best_score:
                best = el
                best_score = score
        return best, best_score


cdef class Judge:
    """``core._judge``: each element's furniture verdict by its names, with the rules' own functions (handed
    over at each call, as the Python loop finds them at each call), in the same order. Given the rules'
    compiled :class:`Names`, an element whose tag, role and class alone decide is judged by it without a
    call: the same verdict as ``rules.furniture_by_name``, whose cache a page's own names miss (a miss cost
    ten thousand instructions, through four Python functions)."""

    cdef frozenset reads_element
    cdef object weak_verdict, names_verdict
    cdef Names names
    cdef frozenset block_tags, in_sentence

    def __init__(
        self, reads_element, weak_verdict, names_verdict, Names names=None, block_tags=(), in_sentence=(),
    ):
        self.reads_element = frozenset(reads_element)
        self.weak_verdict = weak_verdict
        self.names_verdict = names_verdict
        self.names = names
        self.block_tags = frozenset(block_tags)
        self.in_sentence = frozenset(in_sentence)

    def judge(
        self, list read, dict names, list mains, dict verdicts, weak, named, by_name, prose=None,
        dict total=None, list authored=None, list asked=None, heading=None,
    ):
        """True once every element is judged; None (before any is: the Python loop runs) when an item of
        ``read`` is not the five-tuple the attribute read makes. Given the prose blocks, the elements'
        sizes, the lists ``weak`` fills and the compiled heading test (``OnlyAHeading.of``), an element
        judged weak is judged
        here as ``weak`` judges it (:meth:`_weak`), without a call into Python."""
        cdef Py_ssize_t n = len(read), i
        cdef Names rules = self.names
        cdef bint plain
        cdef _TagSets tags = None  # (made for each page: the judge is shared by threads)
        for i in range(n):
            item = read[i]
            if type(item) is not tuple or len(<tuple> item) != 5:
                return None
        if (
            prose is not None and total is not None and authored is not None and asked is not None
            and heading is not None
        ):
            tags = _TagSets(self.block_tags)
        weak_verdict = self.weak_verdict
        for i in range(n):
            el, tag, classes, name, role = <tuple> read[i]
            names[el] = (classes, name)
            if tag == "main" or (role or "").lower() == "main":
                mains.append(el)
            # (the rules' compiled reading only of str values: any other goes to the Python functions)
            plain = (
                rules is not None and type(tag) is unicode and (name is None or type(name) is unicode)
                and (role is None or type(role) is unicode) and (classes is None or type(classes) is unicode)
            )
            if tag in self.reads_element:
                verdict = named(el, tag, role, classes, name)
            elif name and (rules._value(<unicode> name) if plain else self.names_verdict(name)) is not None:
                verdict = named(el, tag, role, classes, name)
            elif plain:
                verdict = rules._by_name(<unicode> tag, role, classes)
            else:
                verdict = by_name(tag, role, classes)
            if verdict is weak_verdict:
                if tags is None or type(el) is not _Element:
                    verdict = weak(el, classes)
                else:
                    verdict = self._weak(
                        tags, <_Element> el, tag, classes, prose, total, authored, asked, heading, weak
                    )
            verdicts[el] = verdict
        return True

    cdef object _weak(
        self, _TagSets tags, _Element el, tag, classes, prose, dict total, list authored, list asked,
        heading, weak,
    ):
        """``core._score``'s ``weak``: the verdict of an element its names judge weak furniture, the block
        around a link and the paragraph a sentence's words open found by the nodes' parents (an ancestor's
        bit 0: a block tag; an element in a namespace has none, as its ``{uri}name`` is in no set), the
        heading widget by ``heading``; where that test leaves the element to Python, ``weak`` judges it
        whole (nothing is added to ``authored`` or ``asked`` before)."""
        cdef tree.xmlNode* node = el._c_node
        cdef tree.xmlNode* up
        cdef long bits
        if tag == "a":  # the block of a link in a sentence: the sentence's words
            up = node.parent
            while up is not NULL and up.type == tree.XML_ELEMENT_NODE:
                if tags.flags(up, &bits) & 1:
                    if elementFactory(el._doc, up) in prose:
                        return None
                    break
                up = up.parent
        if tag in self.in_sentence and _opens_prose(tags, el, prose):
            return None  # the first words of a paragraph of prose (a dateline)
        if "author" in str(classes).split():
            authored.append(el)
        else:
            only = heading(el, total)
            if only is None:
                return weak(el, classes)
            if only:
                return None  # a page builder's heading widget
            asked.append(el)
        return self.weak_verdict


cdef bint _opens_prose(_TagSets tags, _Element el, prose) except -1:
    """``core._opens_prose``: whether ``el`` is the first words of a paragraph of prose, climbed through
    its ancestors (each without words of its own before the child climbed from, which is its first
    element, comment or instruction: what ``index`` counts) up to one in ``prose`` or a block tag."""
    cdef tree.xmlNode* child = el._c_node
    cdef tree.xmlNode* up = child.parent
    cdef tree.xmlNode* before
    cdef long bits
    while up is not NULL and up.type == tree.XML_ELEMENT_NODE:
        text = textOf(up)
        if text is not None and _stripped(<unicode> text):
            return False
        before = child.prev
        while before is not NULL:
            if _isElement(before):
                return False
            before = before.prev
        if elementFactory(el._doc, up) in prose:
            return True
        if tags.flags(up, &bits) & 1:
            return False
        child = up
        up = up.parent
    return False


cdef tree.xmlNode* _next_descendant(tree.xmlNode* node, tree.xmlNode* top) noexcept:
    """The node after ``node`` in lxml's walk of ``top``'s descendants (``iterdescendants()``: elements,
    comments, instructions and entity references, in document order, only elements walked into); NULL past
    the last."""
    cdef tree.xmlNode* found = NULL
    if node.type == tree.XML_ELEMENT_NODE:
        found = node.children
        while found is not NULL and not _isElement(found):
            found = found.next
        if found is not NULL:
            return found
    while node is not NULL and node != top:
        found = node.next
        while found is not NULL and not _isElement(found):
            found = found.next
        if found is not NULL:
            return found
        node = node.parent
    return NULL


cdef class OnlyAHeading:
    """``core._only_a_heading_here``: whether all of an element's text is one heading inside it, its first
    ``looked_at`` descendants looked at one by one, then its first heading below them, with core's
    constants."""

    cdef _TagSets headings
    cdef object max_chars
    cdef Py_ssize_t looked_at

    def __init__(self, headings, max_chars, Py_ssize_t looked_at):
        self.headings = _TagSets(headings)
        self.max_chars = max_chars
        self.looked_at = looked_at

    def of(self, _Element el, dict total):
        """The answer; None (the Python function runs) for an element below which, or which, is in a
        namespace (whose tag lxml's walk by tag may match)."""
        cdef tree.xmlNode* top = el._c_node
        cdef tree.xmlNode* node
        cdef Py_ssize_t seen = 0
        cdef long bits
        cdef _Document doc = el._doc
        if top is NULL or top.type != tree.XML_ELEMENT_NODE or top.ns is not NULL:
            return None
        self.headings.forget_names()
        size = total[el]
        if not size or size > self.max_chars or self.headings.flags(top, &bits):
            return False
        node = _next_descendant(top, top)
        while node is not NULL and seen < self.looked_at:
            if node.type == tree.XML_ELEMENT_NODE:
                if node.ns is not NULL:
                    return None
                if self.headings.flags(node, &bits):
                    return bool(total[elementFactory(doc, node)] == size)
            seen += 1
            node = _next_descendant(node, top)
        if seen < self.looked_at:
            return False
        while node is not NULL:
            if node.type == tree.XML_ELEMENT_NODE:
                if node.ns is not NULL:
                    return None
                if self.headings.flags(node, &bits):
                    return bool(total[elementFactory(doc, node)] == size)
            node = _next_descendant(node, top)
        return False


def class_columns(list blocks, dict vocabulary, Py_ssize_t base_width):
    """``blocks._class_columns_here``: per block, the columns of the class words it has, each block's
    ``words`` set; the same sets made by the same unions, kept by the same keys (a chain's and an own
    tuple's identity, a set of words), so that blocks share the same lists as there. The block before's
    chain, own words and set are looked at first: siblings (most blocks) share them, and the dictionaries
    would hand back the very objects kept for them."""
    cdef dict above_words = {}, block_words = {}, known = {}
    cdef list columns = []
    cdef object last_chain = None, last_above = None, last_own = None, last_words = None
    cdef object last_set = None, last_present = None
    for block in blocks:
        chain = block.chain
        own = block.own
        if chain is last_chain:
            above_set = last_above
        else:
            above_set = above_words.get(id(chain))
            if above_set is None:
                above_set = above_words[id(chain)] = frozenset().union(*chain)
            last_chain = chain
            last_above = above_set
            last_own = None  # (a chain of its own: its own words are looked up anew)
        if own:
            if own is last_own:
                words = last_words
            else:
                key = (id(chain), id(own))
                words = block_words.get(key)
                if words is None:
                    words = block_words[key] = above_set.union(own)
                last_own = own
                last_words = words
        else:
            words = above_set
        block.words = words
        if words is last_set:
            present = last_present
        else:
            present = known.get(words)
            if present is None:
                present = known[words] = sorted([base_width + vocabulary[w] for w in words if w in vocabulary])
            last_set = words
            last_present = present
        columns.append(present)
    return columns


def utf8(unicode text):
    """``text.encode("utf-8")`` for a string of two-byte characters (``parse._lxml_parse``'s copy of the page
    for libxml2); None for a string of another width, or one holding a surrogate (the Python encoder then
    says what becomes of it). CPython's encoder looks at each character of such a string apart; most of a
    page is ASCII, which this copies four characters at a time once it has seen that none of them is past
    U+007F."""
    if PyUnicode_KIND(text) != 2:
        return None
    cdef Py_ssize_t n = len(text), i = 0, j = 0
    cdef const uint16_t* src = <const uint16_t*>PyUnicode_DATA(text)
    cdef unsigned char* out = <unsigned char*>malloc(3 * n + 1)
    cdef uint64_t four
    cdef uint16_t c
    if out == NULL:
        raise MemoryError()
    try:
        while i < n:
            if i + 4 <= n:
                memcpy(&four, src + i, 8)
                if (four & 0xFF80FF80FF80FF80ULL) == 0:
                    out[j] = <unsigned char>src[i]
                    out[j + 1] = <unsigned char>src[i + 1]
                    out[j + 2] = <unsigned char>src[i + 2]
                    out[j + 3] = <unsigned char>src[i + 3]
                    i += 4
                    j += 4
                    continue
            c = src[i]
            if c < 0x80:
                out[j] = <unsigned char>c
                j += 1
            elif c < 0x800:
                out[j] = <unsigned char>(0xC0 | (c >> 6))
                out[j + 1] = <unsigned char>(0x80 | (c & 0x3F))
                j += 2
            elif 0xD800 <= c <= 0xDFFF:  # a lone surrogate (a two-byte string holds no pair)
                return None
            else:
                out[j] = <unsigned char>(0xE0 | (c >> 12))
                out[j + 1] = <unsigned char>(0x80 | ((c >> 6) & 0x3F))
                out[j + 2] = <unsigned char>(0x80 | (c & 0x3F))
                j += 3
            i += 1
        return PyBytes_FromStringAndSize(<char*>out, j)
    finally:
        free(out)


cdef list _ascii_words(unicode token, bint digits):
    """The words of an ASCII ``token`` as the rules find them (``rules.class_words`` without ``digits``,
    ``rules._token_verdict`` with them): its runs of letters (or of letters and digits), parted where a
    lower-case letter meets an upper-case one (``_CAMEL``) and lower-cased; with ``digits``, a run without a
    letter is no word (``_NAMING_WORD``)."""
    cdef Py_ssize_t n = len(token), i, j, start = -1
    cdef const unsigned char* s = <const unsigned char*> PyUnicode_DATA(token)
    cdef unsigned char c, d
    cdef bint lower, upper, inside, after_lower = False, lettered = False
    cdef unicode word
    cdef unsigned char* out
    cdef list words = []
    for i in range(n + 1):
        c = s[i] if i < n else 0
        lower = 97 <= c <= 122
        upper = 65 <= c <= 90
        inside = lower or upper or (digits and 48 <= c <= 57)
        if start >= 0 and (not inside or (upper and after_lower)):
            if lettered or not digits:
                word = PyUnicode_New(i - start, 127)
                out = <unsigned char*> PyUnicode_1BYTE_DATA(word)
                for j in range(start, i):
                    d = s[j]
                    out[j - start] = d + 32 if 65 <= d <= 90 else d
                words.append(word)
            start = -1
        if inside and start < 0:
            start = i
            lettered = False
        if lower or upper:
            lettered = True
        after_lower = lower
    return words


cdef enum:
    NAMES_KEPT = 2048  # the verdicts of tokens, and of values, each generation of a _Kept holds


cdef class _Kept:
    """A bounded cache of verdicts in two generations: what is put goes into the young one, and when that
    is full it becomes the old one and the old one is let go; an entry found in the old one is put into the
    young one again. So the names every page repeats stay, a page's own go within a few pages, and no more
    than twice :data:`NAMES_KEPT` entries are kept, each put and found in constant time (a page with a
    thousand ids of its own lets go of one generation, not of each older entry in turn)."""

    cdef dict young, old

    def __cinit__(self):
        self.young = {}
        self.old = {}

    cdef PyObject* find(self, key):
        """The verdict kept for ``key`` (borrowed), or NULL."""
        cdef PyObject* kept = PyDict_GetItem(self.young, key)
        if kept is NULL:
            kept = PyDict_GetItem(self.old, key)
            if kept is not NULL:
                self.put(key, <object> kept)
                kept = PyDict_GetItem(self.young, key)
        return kept

    cdef void put(self, key, value) except *:
        if len(self.young) >= NAMES_KEPT:
            self.old = self.young
            self.young = {}
        self.young[key] = value


cdef class Names:
    """The rules' readings of one token of a class or id (``rules.class_words``, ``rules._token_verdict``),
    for an ASCII token (for any other the Python code reads it), of a whole class or id value
    (``rules._names_verdict``) and of an element by its tag, role and class (``rules.furniture_by_name``).
    The verdicts of tokens and of values are kept here, as the rules' caches keep them, bounded as those:
    a page repeats its few class names over hundreds of elements."""

    cdef frozenset consent, layout, strong, furniture, container, boxed_strong, boxed_weak
    cdef frozenset furniture_tags, never_furniture, weak_tags, furniture_roles
    cdef object strong_verdict, weak_verdict, token
    cdef _Kept tokens, values

    def __init__(
        self, consent, layout, strong, furniture, container, boxed_strong, boxed_weak, strong_verdict,
        weak_verdict, furniture_tags, never_furniture, weak_tags, furniture_roles, token
    ):
        self.furniture_tags = frozenset(furniture_tags)
        self.never_furniture = frozenset(never_furniture)
        self.weak_tags = frozenset(weak_tags)
        self.furniture_roles = frozenset(furniture_roles)
        self.token = token
        self.consent = frozenset(consent)
        self.layout = frozenset(layout)
        self.strong = frozenset(strong)
        self.furniture = frozenset(furniture)
        self.container = frozenset(container)
        self.boxed_strong = frozenset(boxed_strong)
        self.boxed_weak = frozenset(boxed_weak)
        self.strong_verdict = strong_verdict
        self.weak_verdict = weak_verdict
        self.tokens = _Kept()
        self.values = _Kept()

    def class_words(self, token):
        """``rules.class_words`` of an ASCII ``token`` (a str); None for any other."""
        if type(token) is not unicode or not PyUnicode_IS_ASCII(token):
            return None
        return frozenset(_ascii_words(<unicode> token, False))

    def names_verdict(self, names):
        """``rules._names_verdict`` of a str ``names``; False for a value of another type."""
        if type(names) is not unicode:
            return False
        return self._value(<unicode> names)

    cdef object _value(self, unicode names):
        """``rules._names_verdict`` of ``names``: its tokens' strongest verdict (:meth:`_token`), kept."""
        cdef PyObject* kept = self.values.find(names)
        if kept is not NULL:
            return <object> kept
        strong, weak = self.strong_verdict, self.weak_verdict
        found = None
        for token in names.split():
            verdict = self._token(<unicode> token)
            if verdict is strong:
                found = strong
                break
            if verdict is weak:
                found = weak
        self.values.put(names, found)
        return found

    cdef object _token(self, unicode token):
        """``rules._token_verdict`` of ``token``, kept: read here when it is ASCII, else by the rules."""
        cdef PyObject* kept = self.tokens.find(token)
        if kept is not NULL:
            return <object> kept
        verdict = self._ascii_verdict(token) if PyUnicode_IS_ASCII(token) else self.token(token)
        self.tokens.put(token, verdict)
        return verdict

    def by_name(self, tag, role, classes):
        """``rules.furniture_by_name``: ``rules.furniture_named`` of an element with no id that is no
        ``<figure>``; False (the Python code reads it) for a figure or a value that is not a str."""
        if type(tag) is not unicode or (role is not None and type(role) is not unicode):
            return False
        if classes is not None and type(classes) is not unicode:
            return False
        if tag == "figure":
            return False
        return self._by_name(<unicode> tag, role, classes)

    cdef object _by_name(self, unicode tag, role, classes):
        """``rules.furniture_by_name`` of str values (``role`` and ``classes`` each a str or None); a
        ``<figure>`` is judged as that judges it, by a node that holds nothing: strong."""
        if tag in self.furniture_tags:
            return self.strong_verdict
        if tag in self.never_furniture:
            return None
        verdict = self.weak_verdict if tag in self.weak_tags else None
        if role and (<unicode> role).lower() in self.furniture_roles:
            verdict = self.weak_verdict
        if classes:
            named = self._value(<unicode> classes)
            if named is self.strong_verdict:
                return named
            verdict = verdict or named
        return verdict

    def token_verdict(self, token):
        """``rules._token_verdict`` of an ASCII ``token``; False (which no verdict is) for any other."""
        if type(token) is not unicode or not PyUnicode_IS_ASCII(token):
            return False
        return self._ascii_verdict(<unicode> token)

    cdef object _ascii_verdict(self, unicode token):
        """``rules._token_verdict_here`` of an ASCII ``token``."""
        cdef list words = _ascii_words(token, True)
        cdef Py_ssize_t end = len(words)
        if not end:
            return None
        if not self.consent.isdisjoint(words):
            return self.strong_verdict
        first, last = words[0], words[end - 1]
        if first in self.layout:
            return None
        if first in self.strong or last in self.strong:
            return self.strong_verdict
        boxed = ""
        if last in self.container:  # rules._boxed
            while end and words[end - 1] in self.container:
                end -= 1
            if 0 < end < len(words):
                boxed = words[end - 1]
        if boxed in self.boxed_strong:
            return self.strong_verdict
        if first in self.furniture or last in self.furniture or boxed in self.boxed_weak:
            return self.weak_verdict
        return None


cdef class PosterNames:
    """``posters.poster_name``: whether a class or id value names a poster, each ASCII token's words found
    here (as ``rules.class_words`` finds them) and any other token's by ``rules.class_words`` itself; the
    answers kept as :class:`_Kept` keeps them (the rule pass asks of every link list's ancestors, and a
    page's own names missed the Python cache, each miss three Python calls around this reading)."""

    cdef frozenset poster_words, not_name_words, user_name
    cdef object python_words
    cdef _Kept kept

    def __init__(self, poster_words, not_name_words, python_words):
        self.poster_words = frozenset(poster_words)
        self.not_name_words = frozenset(not_name_words)
        self.user_name = frozenset(("user", "name"))
        self.python_words = python_words
        self.kept = _Kept()

    def poster_name(self, name):
        """True or False for a str ``name``; None for a value of another type (the Python code reads it)."""
        if type(name) is not unicode:
            return None
        return self._named(<unicode> name)

    cdef object _named(self, unicode name):
        cdef PyObject* kept = self.kept.find(name)
        if kept is not NULL:
            return <object> kept
        found = False
        for token in name.split():
            if PyUnicode_IS_ASCII(token):
                words = frozenset(_ascii_words(<unicode> token, False))
            else:
                words = self.python_words(token)
            named = not self.poster_words.isdisjoint(words) or self.user_name <= words
            if named and self.not_name_words.isdisjoint(words):
                found = True
                break
        self.kept.put(name, found)
        return found


cdef class PosterMarks:
    """``core._poster_marks``' test of an element, one made for each page: whether it is marked as a
    person's name, from the attributes the rule pass read (a call of this object costs no frame of the
    interpreter, and ``posters._marked_from`` asks it of every link list's ancestors); given the compiled
    :class:`PosterNames`, a str value's answer is its (the same as ``poster_name``'s), without a call."""

    cdef dict names
    cdef object props, body, poster_name, marks_a_poster
    cdef PosterNames compiled

    def __init__(self, dict names, props, body, poster_name, marks_a_poster, PosterNames compiled=None):
        self.names = names
        self.props = props
        self.body = body
        self.poster_name = poster_name
        self.marks_a_poster = marks_a_poster
        self.compiled = compiled

    cdef bint _names_a_poster(self, value) except -1:
        if self.compiled is not None and type(value) is unicode:
            return self.compiled._named(<unicode> value)
        return bool(self.poster_name(value))

    def __call__(self, el):
        if el in self.props:
            return True
        named = self.names.get(el)
        if named is not None:
            classes, name = named
            return bool(classes and self._names_a_poster(classes)) or bool(name and self._names_a_poster(name))
        return el not in self.body and self.marks_a_poster(el)


# ======================================================================================================
# The renderer's scans (inline.escape, markdown._joined): appended here, after every pass above.
# ======================================================================================================


cdef class AnyOf:
    """Whether a text holds any of a few ASCII characters: what a regex of one class of them finds, read
    through the text's own characters with a table of 128 flags, where the regex engine tests
    each character against its class in several steps (three quarters of the renderer's regex time)."""

    cdef unsigned char wanted[128]

    def __init__(self, unicode characters):
        cdef Py_UCS4 ch
        cdef Py_ssize_t i
        for i in range(128):
            self.wanted[i] = 0
        for ch in characters:
            if ch >= 128:
                raise ValueError("AnyOf takes ASCII characters only")
            self.wanted[ch] = 1

    def __call__(self, unicode text):
        cdef Py_ssize_t n = len(text), i
        cdef unsigned int kind = PyUnicode_KIND(text)
        cdef void* data = PyUnicode_DATA(text)
        cdef const unsigned char* bytes1
        cdef Py_UCS4 ch
        if kind == 1:
            bytes1 = <const unsigned char*> data
            for i in range(n):
                if bytes1[i] < 128 and self.wanted[bytes1[i]]:
                    return True
            return False
        for i in range(n):
            ch = PyUnicode_READ(kind, data, i)
            if ch < 128 and self.wanted[ch]:
                return True
        return False


def ascii_lowered(unicode text):
    """``text`` with its ASCII capitals in lower case, and each other character as it is but for the two
    whose lower case is ASCII (``İ``, which ``str.lower`` writes as ``i`` and a combining dot, and the Kelvin
    sign, ``k``): a string in which a word of ASCII characters stands wherever it stands in ``text.lower()``
    (no other character's lower case holds an ASCII one, and none is empty), made without the Unicode
    tables' lookup of every character that ``str.lower`` makes once a text is not ASCII. Texts of one and
    two bytes a character (most pages) are read in loops of their own width."""
    cdef Py_ssize_t n = len(text), i, size = n, at = 0
    cdef unsigned int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef const unsigned char* one
    cdef unsigned char* one_out
    cdef const uint16_t* two
    cdef uint16_t* two_out
    cdef unsigned int ch, widest = 0  # (a code point as a number: a Py_UCS4 adds as a str)
    if kind == 1:  # no İ or Kelvin sign: the same length and width
        out = PyUnicode_New(n, <Py_UCS4> (0xFF if not PyUnicode_IS_ASCII(text) else 0x7F))
        one, one_out = <const unsigned char*> data, <unsigned char*> PyUnicode_DATA(out)
        for i in range(n):
            ch = one[i]
            one_out[i] = ch + 0x20 if 0x41 <= ch <= 0x5A else ch
        return out
    for i in range(n):
        ch = PyUnicode_READ(kind, data, i)
        if ch == 0x130:  # written as two: "i" and U+0307
            size += 1
            if widest < 0x307:
                widest = 0x307
        elif ch != 0x212A and ch > widest:
            widest = ch
    if widest < 0x7F:
        widest = 0x7F
    out = PyUnicode_New(size, <Py_UCS4> widest)
    cdef unsigned int out_kind = PyUnicode_KIND(out)
    cdef void* out_data = PyUnicode_DATA(out)
    if kind == 2 and out_kind == 2 and size == n:  # the common case: no İ, and wider than one byte
        two, two_out = <const uint16_t*> data, <uint16_t*> out_data
        for i in range(n):
            ch = two[i]
            two_out[i] = ch + 0x20 if 0x41 <= ch <= 0x5A else (0x6B if ch == 0x212A else ch)
        return out
    for i in range(n):
        ch = PyUnicode_READ(kind, data, i)
        if 0x41 <= ch <= 0x5A:
            ch += 0x20
        elif ch == 0x130:
            PyUnicode_WRITE(out_kind, out_data, at, <Py_UCS4> 0x69)
            at += 1
            ch = 0x307
        elif ch == 0x212A:
            ch = 0x6B
        PyUnicode_WRITE(out_kind, out_data, at, <Py_UCS4> ch)
        at += 1
    return out


# ======================================================================================================
# The rule pass's section headings (core._section_candidates): appended here, after every pass above.
# ======================================================================================================


cdef class SectionCandidates:
    """``core._section_candidates``: the body's section headings (``h2``–``h6``) and paragraphs or boxes
    (``p``, ``div``, ``span``) short enough to open a section, the paragraphs and boxes only where set as a
    title (``rules.stands_as_heading``: a class token's words name a title, or all its words are in its one
    ``<strong>`` or ``<b>``), in document order as lxml's walk by tag finds them; a class value's answer kept
    as :class:`_Kept` keeps the names' verdicts (an ASCII token's words read here, any other's by
    ``rules.class_words``)."""

    cdef frozenset heading_tags, title_tags, title_words
    cdef object max_chars, python_words
    cdef _Kept kept

    def __init__(self, heading_tags, title_tags, max_chars, title_words, python_words):
        self.heading_tags = frozenset(heading_tags)
        self.title_tags = frozenset(title_tags)
        self.max_chars = max_chars
        self.title_words = frozenset(title_words)
        self.python_words = python_words
        self.kept = _Kept()

    def of(self, _Element body, dict total):
        """The candidates in ``body`` (itself first, if one); None for a tree with an element in a
        namespace, or a class made of several nodes (the Python loop then reads it)."""
        cdef _TagSets tags = _TagSets(self.heading_tags, self.title_tags)  # (made for each page)
        cdef tree.xmlNode* top = body._c_node
        cdef tree.xmlNode* node = top
        cdef tree.xmlNode* next_node
        cdef _Document doc = body._doc
        cdef int flags, stands
        cdef long bits
        cdef list found = []
        while node is not NULL:
            if node.type == tree.XML_ELEMENT_NODE:
                if node.ns is not NULL:
                    return None
                flags = tags.flags(node, &bits)
                if flags:
                    el = elementFactory(doc, node)
                    size = total[el]
                    if size and not size > self.max_chars:
                        if flags & 2:
                            stands = self._stands(node)
                            if stands < 0:
                                return None
                            if stands:
                                found.append(el)
                        else:
                            found.append(el)
            # the next node in document order, below ``top``: into an element's children, else on
            next_node = node.children if node.type == tree.XML_ELEMENT_NODE else NULL
            if next_node is NULL:
                while node is not top and node.next is NULL:
                    node = node.parent
                next_node = NULL if node is top else node.next
            node = next_node
        return found

    cdef int _stands(self, tree.xmlNode* node) except -2:
        """``rules.stands_as_heading`` of the element; -1 for a class made of several nodes."""
        cdef tree.xmlAttr* attr = node.properties
        cdef tree.xmlNode* child
        cdef tree.xmlNode* only = NULL
        cdef Py_ssize_t children = 0
        while attr is not NULL:  # the first class in no namespace (xmlGetNoNsProp's, which el.get reads)
            if attr.type == tree.XML_ATTRIBUTE_NODE and attr.ns is NULL and strcmp(
                <const char*> attr.name, "class"
            ) == 0:
                classes = _attribute(attr)
                if classes is None:
                    return -1
                if classes and self._titled(<unicode> classes):
                    return 1
                break
            attr = attr.next
        child = node.children
        while child is not NULL:  # len(el): its elements, comments, instructions and entity references
            if _isElement(child):
                children += 1
                only = child
            child = child.next
        if children != 1:
            return 0
        text = textOf(node)
        if text is not None and _stripped(<unicode> text):
            return 0
        if only.type != tree.XML_ELEMENT_NODE or only.ns is not NULL:
            return 0
        if strcmp(<const char*> only.name, "strong") != 0 and strcmp(<const char*> only.name, "b") != 0:
            return 0
        tail = tailOf(only)
        return 0 if tail is not None and _stripped(<unicode> tail) else 1

    cdef bint _titled(self, unicode classes) except -1:
        """``rules._titled``: whether a class token's words name a title."""
        cdef PyObject* kept = self.kept.find(classes)
        if kept is not NULL:
            return <object> kept
        titled = False
        for token in classes.split():
            if PyUnicode_IS_ASCII(token):
                words = _ascii_words(<unicode> token, False)
            else:
                words = self.python_words(token)
            if not self.title_words.isdisjoint(words):
                titled = True
                break
        self.kept.put(classes, titled)
        return titled
