// Copyright 2014 The Flutter Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

import 'package:flutter/gestures.dart';

const List<PointerEvent> velocityEventData = <PointerEvent>[
  PointerDownEvent(
    timeStamp: Duration(milliseconds: 216690896),
    pointer: 1,
    position: Offset(270.0, 538.2857055664062),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690906),
    pointer: 1,
    position: Offset(270.0, 538.2857055664062),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690951),
    pointer: 1,
    position: Offset(270.0, 530.8571166992188),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690959),
    pointer: 1,
    position: Offset(270.0, 526.8571166992188),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690967),
    pointer: 1,
    position: Offset(270.0, 521.4285888671875),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690975),
    pointer: 1,
    position: Offset(270.0, 515.4285888671875),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690983),
    pointer: 1,
    position: Offset(270.0, 506.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690991),
    pointer: 1,
    position: Offset(268.8571472167969, 496.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216690998),
    pointer: 1,
    position: Offset(267.4285583496094, 483.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691006),
    pointer: 1,
    position: Offset(266.28570556640625, 469.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691014),
    pointer: 1,
    position: Offset(265.4285583496094, 456.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691021),
    pointer: 1,
    position: Offset(264.28570556640625, 443.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691029),
    pointer: 1,
    position: Offset(264.0, 431.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691036),
    pointer: 1,
    position: Offset(263.4285583496094, 421.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691044),
    pointer: 1,
    position: Offset(263.4285583496094, 412.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691052),
    pointer: 1,
    position: Offset(263.4285583496094, 404.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691060),
    pointer: 1,
    position: Offset(263.4285583496094, 396.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691068),
    pointer: 1,
    position: Offset(264.5714416503906, 390.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691075),
    pointer: 1,
    position: Offset(265.1428527832031, 384.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691083),
    pointer: 1,
    position: Offset(266.0, 380.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691091),
    pointer: 1,
    position: Offset(266.5714416503906, 376.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691098),
    pointer: 1,
    position: Offset(267.1428527832031, 373.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691106),
    pointer: 1,
    position: Offset(267.71429443359375, 370.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691114),
    pointer: 1,
    position: Offset(268.28570556640625, 367.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691121),
    pointer: 1,
    position: Offset(268.5714416503906, 366.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691130),
    pointer: 1,
    position: Offset(268.8571472167969, 364.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691137),
    pointer: 1,
    position: Offset(269.1428527832031, 363.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691145),
    pointer: 1,
    position: Offset(269.1428527832031, 362.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691153),
    pointer: 1,
    position: Offset(269.4285583496094, 362.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691168),
    pointer: 1,
    position: Offset(268.5714416503906, 365.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691176),
    pointer: 1,
    position: Offset(267.1428527832031, 370.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691183),
    pointer: 1,
    position: Offset(265.4285583496094, 376.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691191),
    pointer: 1,
    position: Offset(263.1428527832031, 385.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691199),
    pointer: 1,
    position: Offset(261.4285583496094, 396.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691207),
    pointer: 1,
    position: Offset(259.71429443359375, 408.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691215),
    pointer: 1,
    position: Offset(258.28570556640625, 419.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691222),
    pointer: 1,
    position: Offset(257.4285583496094, 428.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691230),
    pointer: 1,
    position: Offset(256.28570556640625, 436.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691238),
    pointer: 1,
    position: Offset(255.7142791748047, 442.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691245),
    pointer: 1,
    position: Offset(255.14285278320312, 447.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691253),
    pointer: 1,
    position: Offset(254.85714721679688, 453.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691261),
    pointer: 1,
    position: Offset(254.57142639160156, 458.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691268),
    pointer: 1,
    position: Offset(254.2857208251953, 463.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691276),
    pointer: 1,
    position: Offset(254.2857208251953, 470.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691284),
    pointer: 1,
    position: Offset(254.2857208251953, 477.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691292),
    pointer: 1,
    position: Offset(255.7142791748047, 487.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691300),
    pointer: 1,
    position: Offset(256.8571472167969, 498.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691307),
    pointer: 1,
    position: Offset(258.28570556640625, 507.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691315),
    pointer: 1,
    position: Offset(259.4285583496094, 516.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691323),
    pointer: 1,
    position: Offset(260.28570556640625, 521.7142944335938),
  ),
  PointerUpEvent(
    timeStamp: Duration(milliseconds: 216691338),
    pointer: 1,
    position: Offset(260.28570556640625, 521.7142944335938),
  ),
  PointerDownEvent(
    timeStamp: Duration(milliseconds: 216691573),
    pointer: 2,
    position: Offset(266.0, 327.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691588),
    pointer: 2,
    position: Offset(266.0, 327.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691626),
    pointer: 2,
    position: Offset(261.1428527832031, 337.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691634),
    pointer: 2,
    position: Offset(258.28570556640625, 343.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691642),
    pointer: 2,
    position: Offset(254.57142639160156, 354.0),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691650),
    pointer: 2,
    position: Offset(250.2857208251953, 368.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691657),
    pointer: 2,
    position: Offset(247.42857360839844, 382.8571472167969),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691665),
    pointer: 2,
    position: Offset(245.14285278320312, 397.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691673),
    pointer: 2,
    position: Offset(243.14285278320312, 411.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691680),
    pointer: 2,
    position: Offset(242.2857208251953, 426.28570556640625),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691688),
    pointer: 2,
    position: Offset(241.7142791748047, 440.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691696),
    pointer: 2,
    position: Offset(241.7142791748047, 454.5714416503906),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691703),
    pointer: 2,
    position: Offset(242.57142639160156, 467.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691712),
    pointer: 2,
    position: Offset(243.42857360839844, 477.4285583496094),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691720),
    pointer: 2,
    position: Offset(244.85714721679688, 485.71429443359375),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691727),
    pointer: 2,
    position: Offset(246.2857208251953, 493.1428527832031),
  ),
  PointerMoveEvent(
    timeStamp: Duration(milliseconds: 216691735),
    pointer: 2,
    position: Offset(248.0, 499.71429443359375),
  ),
  PointerUpEvent(
    timeStamp: Duration(milliseconds: 216691750),
    pointer: 2,
    position: Offset(248.0, 499.71429443359375),
  ),
];
